import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ApiReferenceError, classMap, injectReference, renderApiReference } from '../../.vitepress/build/apiReference'
import config from '../../.vitepress/config'

// The build-time render of the API references (build/apiReference.ts) on the real documents, and on
// broken ones: a document that cannot be parsed or rendered stops the build with its file and reason.

const root = path.resolve(__dirname, '../..')
const operationIds = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(/^\s+operationId:\s*(\S+)\s*$/gm)].map((m) => m[1]!)

describe('the real documents', () => {
  for (const name of ['maas', 'maas-comfyui', 'maas-comfyui-websocket']) {
    it(`${name}: every operation is in the markup, with both palettes and a hashed state file`, async () => {
      const file = path.join(root, 'public/openapi', `${name}.yaml`)
      const ref = await renderApiReference(file, `/openapi/${name}.yaml`)
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
    })
  }
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
    const error = await renderApiReference(file, '/openapi/x.yaml').then(
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
      const pageData = { relativePath: 'gen-studio/api/x.md', frontmatter: { layout: 'ApiReference', spec: '/openapi/does-not-exist.yaml' } }
      const hook = config.transformPageData as unknown as (p: typeof pageData, ctx: unknown) => Promise<unknown>
      await expect(hook(pageData, {})).rejects.toThrow(/^API reference .*public\/openapi\/does-not-exist\.yaml: file not found$/)
    } finally {
      process.env.NODE_ENV = previous
    }
  })
})

describe('putting the markup into the page', () => {
  const ref = { html: '<div class="redoc-wrap"><h5>Request</h5></div>', lightCss: '<style data-styled="true">.a{}</style>', darkCss: 'html.dark .a{}', state: '{}', stateUrl: '/assets/api/x.0123456789.json', operations: [] }

  it('fills the viewer element, relevels section labels and adds the styles to the head', () => {
    const page = '<html><head><title>t</title></head><body><main><div class="viewer" data-viewer="static" data-api-viewer="" data-v-1></div></main></body></html>'
    const out = injectReference(page, 'x.md', ref, ['/assets/chunks/renderRedoc.x.js'])
    expect(out).toContain('<div class="viewer" data-viewer="static" data-api-viewer="" data-v-1><div class="redoc-wrap"><h5 aria-level="3">Request</h5></div></div>')
    expect(out).toMatch(/<style data-styled="true">\.a\{\}<\/style>\n<style data-api-dark>html\.dark \.a\{\}<\/style>[\s\S]*<meta name="api-viewer-code" content="\/assets\/chunks\/renderRedoc\.x\.js">\n<\/head>/)
  })

  it('a page without the viewer element is an error, not a silent page without its reference', () => {
    expect(() => injectReference('<html><head></head><body></body></html>', 'x.md', ref)).toThrow('API reference x.md: the page has no API viewer element to render into')
  })

  it('the dark render must be the light one with other class names', () => {
    expect(classMap('<p class="a b"><i class="c"></i></p>', '<p class="x y"><i class="z"></i></p>')).toEqual(new Map([['x', 'a'], ['y', 'b'], ['z', 'c']]))
    expect(() => classMap('<p class="a"></p>', '<div class="x"></div>')).toThrow('differ in more than class names')
  })
})
