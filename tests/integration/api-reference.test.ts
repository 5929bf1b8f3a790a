import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  ApiReferenceError,
  SECTION_SIZE,
  classMap,
  holdCollapsed,
  injectReference,
  renderApiReference,
  sectionSizes,
} from '../../.vitepress/build/apiReference'
import config from '../../.vitepress/config'

// The build-time render of the API references (build/apiReference.ts) on the real documents, and on
// broken ones: a document that cannot be parsed or rendered stops the build with its file and reason.

const root = path.resolve(__dirname, '../..')
const operationIds = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/^\s+operationId:\s*(\S+)\s*$/gm)].map((m) => m[1]!)

describe('the real documents', () => {
  for (const name of ['maas', 'maas-comfyui', 'maas-comfyui-websocket']) {
    it(`${name}: every operation is in the markup, with both palettes and a hashed state file`, async () => {
      const file = path.join(root, 'public/openapi', `${name}.yaml`)
      const ref = await renderApiReference(file, `/openapi/${name}.yaml`, 'zh')
      const ids = operationIds(file)
      expect(ref.operations).toEqual(ids)
      for (const id of ids) expect(ref.html).toContain(`id="operation/${id}"`)
      expect(ref.lightCss).toMatch(/^<style data-styled="true"/)
      expect(ref.darkCss).toMatch(/^html\.dark \./)
      // The dark rules name only classes of the light markup (or state classes Redoc's light rules name too).
      const lightClasses = new Set([...ref.html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)))
      for (const m of ref.lightCss.matchAll(/\.([A-Za-z][\w-]*)/g)) lightClasses.add(m[1]!)
      const darkClasses = [...ref.darkCss.matchAll(/html\.dark [^{]*?\.([A-Za-z][\w-]*)/g)].map((m) => m[1]!)
      expect(darkClasses.filter((c) => !lightClasses.has(c))).toEqual([])
      expect(ref.stateUrl).toMatch(new RegExp(`^/assets/api/${name}\\.[0-9a-f]{10}\\.json$`))
      expect(JSON.parse(ref.state).spec.openapi).toMatch(/^3\./)
      // Nothing from a third-party host (Redoc's attribution logo).
      expect(ref.html).not.toContain('cdn.redoc.ly')
      // The collapsed levels of the JSON samples wait in the state, one entry per emptied list.
      const held = JSON.parse(ref.state).held as string[]
      expect(ref.html.split('data-api-held>').length - 1).toBe(held.length)
      expect(holdCollapsed(putBack(ref.html, held))).toEqual({ html: ref.html, held })
    })
  }

  it("maas: the embedding sample's vector is held, not in the page", async () => {
    const ref = await renderApiReference(path.join(root, 'public/openapi/maas.yaml'), '/openapi/maas.yaml', 'zh')
    const held = JSON.parse(ref.state).held as string[]
    const elements = (html: string) => html.match(/<[a-z]/g)?.length ?? 0
    expect(elements(held.join(''))).toBeGreaterThan(3000)
    expect(elements(ref.html)).toBeLessThan(6500)
  })
})

describe("Redoc's own labels", () => {
  it('are Chinese on a Chinese page and English on an English one, whichever was rendered first', async () => {
    const file = path.join(root, 'public/openapi/maas.yaml')
    const text = (html: string) => html.replace(/<[^>]+>/g, ' ')
    const zh = text((await renderApiReference(file, '/openapi/maas.yaml', 'zh')).html)
    const en = text((await renderApiReference(file, '/openapi/maas.yaml', 'en')).html)
    const zhAgain = text((await renderApiReference(file, '/openapi/maas.yaml', 'zh')).html)
    for (const label of ['请求示例', '响应示例', '响应', '下载']) expect(zh).toContain(label)
    for (const label of ['Request samples', 'Response samples', 'Responses', 'Download']) {
      expect(zh).not.toContain(label)
      expect(en).toContain(label)
    }
    expect(zhAgain).toBe(zh)
  })
})

/** What the viewer does before hydrating (ApiReference.vue, restoreHeld), on the markup as a string. */
function putBack(html: string, held: string[]): string {
  let i = 0
  return html.replace(/ data-api-held><\/ul>/g, () => `>${held[i++]}</ul>`)
}

describe('height estimates of sections not rendered yet', () => {
  it("one per section, from its number of elements, narrow first and wide above Redoc's breakpoint", () => {
    const html =
      '<div class="redoc-wrap"><div class="sc-a api-content"><div class="x"></div><div data-section-id="tag/对话"><h2>对话</h2></div><div data-section-id="tag/对话/operation/a&quot;b"><div><p>1</p><p>2</p></div></div></div></div>'
    const n = SECTION_SIZE.narrow
    const w = SECTION_SIZE.wide
    const rule = (id: string, px: number) =>
      `.ApiReference .viewer .api-content>[data-section-id="${id}"]{contain-intrinsic-size:auto ${px}px}`
    expect(sectionSizes(html)).toBe(
      `${rule('tag/对话', n.base + n.perElement)}${rule('tag/对话/operation/a\\"b', n.base + 3 * n.perElement)}` +
        `@media screen and (min-width:75.001rem){${rule('tag/对话', w.base + w.perElement)}${rule('tag/对话/operation/a\\"b', w.base + 3 * w.perElement)}}`,
    )
  })
})

describe('holding the collapsed levels of JSON samples', () => {
  const sample = (inner: string) =>
    `<div class="hoverable collapsed"><button class="collapser" aria-label="expand"></button><span class="ellipsis"></span><ul class="obj collapsible">${inner}</ul></div>`

  it('empties the outermost collapsed lists only, keeping their exact markup, and leaves open ones', () => {
    const nested = sample(
      '<li><div class="hoverable"><span class="property">&quot;a&quot;</span>: <!-- -->1</div></li>',
    )
    const inner = `<li>${sample('<li>2</li>')}</li>`
    const open = '<div class="hoverable"><ul class="obj collapsible"><li>3</li></ul></div>'
    const html = `<code>${open}${sample(inner)}${nested}</code>`
    const out = holdCollapsed(html)
    expect(out.held).toEqual([
      inner,
      '<li><div class="hoverable"><span class="property">&quot;a&quot;</span>: <!-- -->1</div></li>',
    ])
    expect(out.html).toBe(
      `<code>${open}${sample('').replace('collapsible">', 'collapsible" data-api-held>')}${sample('').replace('collapsible">', 'collapsible" data-api-held>')}</code>`,
    )
    expect(putBack(out.html, out.held)).toBe(html)
  })

  it('a page without collapsed samples is left as it is', () => {
    const html =
      '<div class="hoverable"><ul class="array collapsible"><li>1</li></ul></div><ul class="collapsible"></ul>'
    expect(holdCollapsed(html)).toEqual({ html, held: [] })
  })
})

describe('bad documents fail with the file and the reason', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-ref-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  const write = (name: string, body: string) => {
    const file = path.join(dir, name)
    fs.writeFileSync(file, body)
    return file
  }
  const failure = async (file: string) => {
    const error = await renderApiReference(file, '/openapi/x.yaml', 'zh').then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiReferenceError)
    return (error as ApiReferenceError).message
  }

  it('a missing file', async () => {
    const file = path.join(dir, 'missing.yaml')
    expect(await failure(file)).toBe(`API reference ${file}: file not found`)
  })

  it('YAML that does not parse', async () => {
    const file = write('broken.yaml', 'openapi: 3.0.3\ninfo: [unclosed\n')
    expect(await failure(file)).toMatch(new RegExp(`^API reference ${file}: cannot be parsed: .+`))
  })

  it('a document that is not OpenAPI 3', async () => {
    const file = write('not-openapi.yaml', 'just: a map\n')
    expect(await failure(file)).toBe(`API reference ${file}: cannot be parsed: Unsupported specification`)
  })

  it('a reference to a schema that does not exist', async () => {
    const file = write(
      'dangling.yaml',
      [
        'openapi: 3.0.3',
        'info: { title: T, version: "1" }',
        'paths:',
        '  /x:',
        '    get:',
        '      operationId: getX',
        '      responses:',
        "        '200':",
        '          description: ok',
        '          content:',
        '            application/json:',
        "              schema: { $ref: '#/components/schemas/Missing' }",
      ].join('\n'),
    )
    expect(await failure(file)).toMatch(new RegExp(`^API reference ${file}: cannot be rendered: .+`))
  })

  it('the build hook rejects with the same message (the build stops)', async () => {
    const previous = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    try {
      const pageData = {
        relativePath: 'gen-studio/api/x.md',
        frontmatter: { layout: 'ApiReference', spec: '/openapi/does-not-exist.yaml' },
      }
      const hook = config.transformPageData as unknown as (p: typeof pageData, ctx: unknown) => Promise<unknown>
      await expect(hook(pageData, {})).rejects.toThrow(
        /^API reference .*public\/openapi\/does-not-exist\.yaml: file not found$/,
      )
    } finally {
      process.env.NODE_ENV = previous
    }
  })
})

describe('putting the markup into the page', () => {
  const ref = {
    html: '<div class="redoc-wrap"><h5>Request</h5></div>',
    lightCss: '<style data-styled="true">.a{}</style>',
    darkCss: 'html.dark .a{}',
    sizesCss: '.s{}',
    state: '{}',
    stateUrl: '/assets/api/x.0123456789.json',
    operations: [],
  }

  it('fills the viewer element, relevels section labels and adds the styles to the head', () => {
    const page =
      '<html><head><title>t</title></head><body><main><div class="viewer" data-viewer="static" data-api-viewer="" data-v-1></div></main></body></html>'
    const out = injectReference(page, 'x.md', ref, ['/assets/chunks/renderRedoc.x.js'])
    expect(out).toContain(
      '<div class="viewer" data-viewer="static" data-api-viewer="" data-v-1><div class="redoc-wrap"><h5 aria-level="3">Request</h5></div></div>',
    )
    expect(out).toMatch(
      /<style data-styled="true">\.a\{\}<\/style>\n<style data-api-dark>html\.dark \.a\{\}<\/style>\n<style data-api-sizes>\.s\{\}<\/style>[\s\S]*<meta name="api-viewer-code" content="\/assets\/chunks\/renderRedoc\.x\.js">\n<\/head>/,
    )
  })

  it('a page without the viewer element is an error, not a silent page without its reference', () => {
    expect(() => injectReference('<html><head></head><body></body></html>', 'x.md', ref)).toThrow(
      'API reference x.md: the page has no API viewer element to render into',
    )
  })

  it('the dark render must be the light one with other class names', () => {
    expect(classMap('<p class="a b"><i class="c"></i></p>', '<p class="x y"><i class="z"></i></p>')).toEqual(
      new Map([
        ['x', 'a'],
        ['y', 'b'],
        ['z', 'c'],
      ]),
    )
    expect(() => classMap('<p class="a"></p>', '<div class="x"></div>')).toThrow('differ in more than class names')
  })
})
