import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Element } from 'domhandler'
import { DomUtils, parseDocument } from 'htmlparser2'
import postcss from 'postcss'
import type { Plugin } from 'vite'
import type { ComponentType, ReactElement } from 'react'
import type { AppStore, RedocRawOptions } from 'redoc'
import type { Locale } from '../../src/contracts/locale'
import { escapeHtml } from '../../src/contracts/text'

/** Redoc's type of a bundled OpenAPI document (not exported by name). */
type OpenAPISpec = ConstructorParameters<typeof AppStore>[0]
import { REDOC_CDN_LOGO, REDOC_LOGO_STAND_IN } from '../plugins/redocOffline'
import { localiseRedocMarkup } from '../plugins/redocLabels'
import { API_HELD_ATTR, apiViewerOptions } from '../theme/support/redocOptions'

/**
 * Build-time rendering of the API references: Redoc's own React components rendered to HTML with
 * styled-components' server style sheet (what Redoc's build command does), so every operation,
 * parameter, schema and example is in the static page. The browser later hydrates this markup from a
 * state file holding the bundled document (read once, never the YAML again).
 */

// Redoc's Node bundle requires React and styled-components itself: load ours through the same
// resolution so that the style sheet collects the styles of the very components that render.
const require = createRequire(import.meta.url)

interface RedocModule {
  Redoc: ComponentType<{ store: AppStore }>
  AppStore: new (
    spec: OpenAPISpec,
    specUrl?: string,
    options?: RedocRawOptions,
    createSearchIndex?: boolean,
  ) => AppStore
  loadAndBundleSpec: (specUrlOrObject: object | string) => Promise<OpenAPISpec>
}
interface ServerSheet {
  collectStyles(el: ReactElement): ReactElement
  getStyleTags(): string
  seal(): void
}

const loadRedoc = () => require('redoc') as RedocModule
const loadReact = () => require('react') as typeof import('react')
const loadServer = () => require('react-dom/server') as { renderToString(el: ReactElement): string }
const loadStyled = () => require('styled-components') as { ServerStyleSheet: new () => ServerSheet }

/** What the page of one OpenAPI document carries. */
export interface RenderedReference {
  /** Redoc's markup for the light palette (the page shows it in both modes). */
  html: string
  /** styled-components' style tag of that markup (rehydrated by styled-components in the browser). */
  lightCss: string
  /** The dark palette's rules, on the light markup's class names, under `html.dark`. */
  darkCss: string
  /** Height estimates of the sections until they render (`sectionSizes`). */
  sizesCss: string
  /** JSON the viewer hydrates from: the bundled document and the markup held out of the page (`holdCollapsed`). */
  state: string
  /** Site path of the state file: `/assets/api/<name>.<hash>.json`. */
  stateUrl: string
  /** operationIds in document order (every one is in `html`). */
  operations: string[]
}

/** A document that cannot be parsed or rendered: names the file and the reason (fails the build). */
export class ApiReferenceError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`API reference ${file}: ${reason}`)
    this.name = 'ApiReferenceError'
  }
}

const reasonOf = (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0]!.trim() || 'unknown error'

/** Parses and bundles a document (YAML or JSON, $refs resolved) the way the viewer will read it. */
async function bundleSpec(file: string): Promise<OpenAPISpec> {
  if (!fs.existsSync(file)) throw new ApiReferenceError(file, 'file not found')
  try {
    // Swagger 2 comes back converted; anything else that is not OpenAPI is rejected here.
    return await loadRedoc().loadAndBundleSpec(file)
  } catch (e) {
    throw new ApiReferenceError(file, `cannot be parsed: ${reasonOf(e)}`)
  }
}

function renderOnce(
  spec: OpenAPISpec,
  specUrl: string,
  dark: boolean,
  locale: Locale,
): { html: string; css: string; store: AppStore } {
  const { AppStore, Redoc } = loadRedoc()
  const { createElement } = loadReact()
  const { renderToString } = loadServer()
  const { ServerStyleSheet } = loadStyled()
  // Same options as the browser's (ApiReference.vue), so the markup hydrates without a difference.
  const options = apiViewerOptions(dark, locale)
  const store = new AppStore(spec, specUrl, options as unknown as RedocRawOptions, false)
  const sheet = new ServerStyleSheet()
  try {
    const html = renderToString(sheet.collectStyles(createElement(Redoc, { store })))
    // Node's Redoc is not the rewritten browser bundle: its fixed labels are put in here, as the browser's read them.
    const localised = localiseRedocMarkup(html, options.fixedLabels)
    return { html: localised.split(REDOC_CDN_LOGO).join(REDOC_LOGO_STAND_IN), css: sheet.getStyleTags(), store }
  } finally {
    // No store.dispose(): in Node it would stop a search worker that only browsers start.
    sheet.seal()
  }
}

const CLASS_ATTR = /\sclass="([^"]*)"/g

/**
 * Class names of the dark render mapped onto the light render's: the two markups are the same
 * elements (the palette changes colours only), so the n-th class attribute of one is the n-th of the other.
 */
export function classMap(light: string, dark: string): Map<string, string> {
  if (light.replace(CLASS_ATTR, '') !== dark.replace(CLASS_ATTR, '')) {
    throw new Error('the light and dark renders differ in more than class names')
  }
  const lightAttrs = [...light.matchAll(CLASS_ATTR)].map((m) => m[1]!.split(/\s+/))
  const darkAttrs = [...dark.matchAll(CLASS_ATTR)].map((m) => m[1]!.split(/\s+/))
  const map = new Map<string, string>()
  darkAttrs.forEach((names, i) => {
    const other = lightAttrs[i]!
    if (other.length !== names.length) throw new Error('the light and dark renders differ in class lists')
    names.forEach((name, j) => {
      const mapped = other[j]!
      const known = map.get(name)
      if (known !== undefined && known !== mapped) throw new Error(`dark class ${name} stands for two light classes`)
      map.set(name, mapped)
    })
  })
  return map
}

const styleBody = (tags: string) => [...tags.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n')

/**
 * The dark palette as rules on the light markup: every dark rule with its class names renamed and
 * scoped to `html.dark` (VitePress's dark-mode class, set before first paint). All of them, even those
 * equal to their light twin: the prefix lifts every dark rule over every light one while keeping their
 * order among themselves, so the cascade inside the dark set is the one Redoc's styles expect.
 */
function darkOverrides(darkTags: string, map: Map<string, string>): string {
  const rename = (selector: string) =>
    selector.replace(/\.([A-Za-z][\w-]*)/g, (whole, name: string) => (map.has(name) ? `.${map.get(name)}` : whole))
  const root = postcss.parse(styleBody(darkTags))
  root.walkComments((c) => void c.remove())
  root.walkRules((rule) => {
    const parent = rule.parent
    if (parent?.type === 'atrule' && /keyframes$/i.test((parent as postcss.AtRule).name)) return
    // styled-components' bookkeeping rules (`data-styled.g1[id=…]`) mean nothing here.
    if (rule.selector.startsWith('data-styled.')) return void rule.remove()
    rule.selectors = rule.selectors.map((s) => `html.dark ${rename(s)}`)
  })
  root.walkAtRules((at) => {
    if (!at.nodes?.length && !/keyframes$/i.test(at.name)) at.remove()
  })
  return root
    .toString()
    .replace(/\n{2,}/g, '\n')
    .trim()
}

/**
 * Takes the content of the collapsed levels of Redoc's JSON samples out of the markup: Redoc renders
 * them but hides them (`.collapsed > .collapsible { display: none }`), and only its code can open them.
 * On the model-service page that is one embedding vector of ~3 000 elements, a third of the page, which
 * the browser would parse for nothing. Each emptied list gets `API_HELD_ATTR`; `held[i]` is the exact
 * markup (cut from React's output, not re-serialised) of the i-th, which the viewer puts back before
 * hydrating, so React finds the markup it rendered.
 */
export function holdCollapsed(html: string): { html: string; held: string[] } {
  const doc = parseDocument(html, { withStartIndices: true, withEndIndices: true })
  const lists = DomUtils.findAll(
    (el) =>
      el.name === 'ul' &&
      /(?:^|\s)collapsible(?:\s|$)/.test(el.attribs.class ?? '') &&
      /(?:^|\s)collapsed(?:\s|$)/.test(
        (el.parent as { attribs?: Record<string, string> } | null)?.attribs?.class ?? '',
      ) &&
      el.children.length > 0,
    doc.children,
  )
  // Outermost ones only: a collapsed level inside another goes out with it.
  const outer = lists.filter(
    (ul) => !lists.some((o) => o !== ul && o.startIndex! < ul.startIndex! && o.endIndex! > ul.endIndex!),
  )
  const held: string[] = []
  let out = ''
  let at = 0
  for (const ul of outer) {
    // `<ul class="…">`: the start tag ends where its first child starts.
    const open = ul.children[0]!.startIndex!
    const close = ul.children[ul.children.length - 1]!.endIndex! + 1
    if (html[open - 1] !== '>') throw new Error('a collapsed list of a JSON sample is not plain markup')
    out += `${html.slice(at, open - 1)} ${API_HELD_ATTR}>`
    held.push(html.slice(open, close))
    at = close
  }
  return { html: out + html.slice(at), held }
}

/**
 * Heights of a section the browser has not rendered yet (ApiReference.vue lays sections out only near
 * the viewport), from its number of elements. On the three references a section is 6.4–11 px tall per
 * element on a 412 px phone and 3.7–6.8 px on a 1280 px screen; the estimates stay above that (the
 * end-to-end tests hold them to it), so that a section laid out early for a script that asks where
 * something in it is (a scroll, an audit tool) does not reach into the next one.
 */
export const SECTION_SIZE = { narrow: { base: 600, perElement: 8 }, wide: { base: 300, perElement: 5 } } as const
/** Redoc's breakpoint: up to it, a section's examples stand below its description, not beside it. */
const REDOC_MEDIUM_ABOVE = '75.001rem'

/** `contain-intrinsic-size` of every section of `.api-content`, for screens up to Redoc's breakpoint and wider. */
export function sectionSizes(html: string): string {
  const doc = parseDocument(html)
  const content = DomUtils.findOne((el) => /(?:^|\s)api-content(?:\s|$)/.test(el.attribs.class ?? ''), doc.children)
  const sections = (content?.children ?? []).filter(
    (c): c is Element => c.type === 'tag' && (c as Element).attribs['data-section-id'] !== undefined,
  )
  const rules = (size: { base: number; perElement: number }) =>
    sections
      .map((el) => {
        const elements = DomUtils.findAll(() => true, el.children).length
        const id = el.attribs['data-section-id']!.replace(/["\\]/g, '\\$&')
        return `.ApiReference .viewer .api-content>[data-section-id="${id}"]{contain-intrinsic-size:auto ${size.base + size.perElement * elements}px}`
      })
      .join('')
  // Redoc's own queries are `(max-width: 75rem)`: exactly 75rem is still narrow.
  return `${rules(SECTION_SIZE.narrow)}@media screen and (min-width:${REDOC_MEDIUM_ABOVE}){${rules(SECTION_SIZE.wide)}}`
}

/**
 * Renders one document for its page; `specUrl` is the site path readers download it from, `locale` the
 * page's (Redoc's own labels: redocOptions.ts).
 */
export async function renderApiReference(file: string, specUrl: string, locale: Locale): Promise<RenderedReference> {
  const spec = await bundleSpec(file)
  let light: ReturnType<typeof renderOnce>
  let dark: ReturnType<typeof renderOnce>
  try {
    light = renderOnce(spec, specUrl, false, locale)
    dark = renderOnce(spec, specUrl, true, locale)
  } catch (e) {
    throw new ApiReferenceError(file, `cannot be rendered: ${reasonOf(e)}`)
  }
  const operations: string[] = []
  for (const item of (light.store as unknown as { menu: { flatItems: { type: string; operationHash?: string }[] } })
    .menu.flatItems) {
    if (item.type === 'operation' && item.operationHash) operations.push(item.operationHash.replace(/^operation\//, ''))
  }
  const missing = operations.filter((id) => !light.html.includes(`id="operation/${id}"`))
  if (missing.length) throw new ApiReferenceError(file, `rendered without the operations ${missing.join(', ')}`)
  let darkCss: string
  try {
    darkCss = darkOverrides(dark.css, classMap(light.html, dark.html))
  } catch (e) {
    throw new ApiReferenceError(file, `dark palette: ${reasonOf(e)}`)
  }
  let page: ReturnType<typeof holdCollapsed>
  try {
    page = holdCollapsed(light.html)
  } catch (e) {
    throw new ApiReferenceError(file, `cannot be rendered: ${reasonOf(e)}`)
  }
  const { html, held } = page
  const state = JSON.stringify({ spec, held })
  const hash = createHash('sha256').update(state).digest('hex').slice(0, 10)
  const name = path.basename(file).replace(/\.(ya?ml|json)$/i, '')
  return {
    html,
    lightCss: light.css,
    darkCss,
    sizesCss: sectionSizes(html),
    state,
    stateUrl: `/assets/api/${name}.${hash}.json`,
    operations,
  }
}

/** Renders of this build, by locale and document path (the page data and the HTML transform share them). */
const renders = new Map<string, Promise<RenderedReference>>()
export function renderCached(file: string, specUrl: string, locale: Locale): Promise<RenderedReference> {
  const key = `${locale}:${file}`
  let r = renders.get(key)
  if (!r) {
    r = renderApiReference(file, specUrl, locale)
    renders.set(key, r)
  }
  return r
}

/** The viewer's element in the page's server-rendered HTML (ApiReference.vue: `data-api-viewer`). */
const VIEWER_ELEMENT = /(<div[^>]*\sdata-api-viewer(?:="")?[^>]*>)(<\/div>)/

/** Names the viewer's code chunks in a built API page (read by ApiReference.vue). */
const VIEWER_CODE_META = 'api-viewer-code'

/**
 * Puts the rendered reference into a built page: the markup into the viewer element, the style sheets
 * into the head, and the paths of the viewer's code (`prefetch`), which the page prefetches when idle
 * and runs only on the reader's first interaction. Without JavaScript, anchors land below the fixed nav.
 */
export function injectReference(html: string, page: string, ref: RenderedReference, prefetch: string[] = []): string {
  if (!VIEWER_ELEMENT.test(html)) throw new ApiReferenceError(page, 'the page has no API viewer element to render into')
  // Redoc's section labels are <h5> under <h2> operation titles: level 3 for assistive technology
  // (the browser's viewer does the same for sections it renders later).
  const markup = ref.html.replace(/<h5(?=[\s>])/g, '<h5 aria-level="3"')
  const withMarkup = html.replace(VIEWER_ELEMENT, (_, open: string, close: string) => `${open}${markup}${close}`)
  const head = [
    ref.lightCss,
    `<style data-api-dark>${ref.darkCss}</style>`,
    `<style data-api-sizes>${ref.sizesCss}</style>`,
    `<noscript><style>.ApiReference [data-section-id]{scroll-margin-top:var(--vp-nav-height)}</style></noscript>`,
    // Not <link rel="prefetch"> here: fetched that early, the viewer's code competes with the page for
    // a slow connection. The page prefetches it once it is loaded and idle.
    `<meta name="${VIEWER_CODE_META}" content="${escapeHtml(prefetch.join(' '))}">`,
  ].join('\n')
  return withMarkup.replace('</head>', `${head}\n</head>`)
}

/**
 * The chunks the viewer imports when it hydrates (`renderRedoc.*.js` and what it imports, statically or
 * not), as site paths: what the API pages prefetch.
 */
export function viewerChunks(outDir: string, base = '/'): string[] {
  const dir = path.join(outDir, 'assets/chunks')
  const seen = new Set<string>()
  const queue = fs.readdirSync(dir).filter((f) => f.startsWith('renderRedoc.') && f.endsWith('.js'))
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    const code = fs.readFileSync(path.join(dir, file), 'utf8')
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*\(?"\.\/([^"/]+\.js)"/g)) queue.push(m[1]!)
  }
  return [...seen].map((f) => `${base}assets/chunks/${f}`)
}

/** Writes the state file of a rendered reference into the output directory. */
export function writeState(outDir: string, ref: RenderedReference): void {
  const file = path.join(outDir, ref.stateUrl.slice(1))
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, ref.state)
}

/** Where the dev server serves a document's state (built pages get a hashed file instead). */
export const devStateUrl = (specUrl: string) => `/__api-state${specUrl}`

/**
 * `npm run dev` renders nothing ahead: the viewer renders in the browser from the state this
 * middleware bundles from the public document on each request (so edits show on reload).
 */
export function apiStateDevPlugin(publicDir: string): Plugin {
  return {
    name: 'api-state-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = req.url?.split('?')[0] ?? ''
        if (!url.startsWith('/__api-state/')) return next()
        const file = path.join(publicDir, decodeURIComponent(url.slice('/__api-state/'.length)))
        if (!file.startsWith(publicDir + path.sep)) return next()
        try {
          const body = JSON.stringify({ spec: await bundleSpec(file) })
          res.setHeader('Content-Type', 'application/json; charset=utf-8')
          res.end(body)
        } catch (e) {
          res.statusCode = 500
          res.statusMessage = reasonOf(e).replace(/[^\x20-\x7e]/g, '?')
          res.end(reasonOf(e))
        }
      })
    },
  }
}
