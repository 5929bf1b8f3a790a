/**
 * Search quality on any folder of Chinese Markdown (prints figures, never fails):
 * `npm run bench:corpus -- <dir> [--seed N] [--half report|tune|all] [--misses] [--list-probes <file>] [--ask <query>]`.
 *
 * The pages are rendered with VitePress's Markdown renderer (markdown-it with its heading anchors and
 * containers; self-closing components closed, as Vue would render them) and indexed three ways, none
 * tuned to the corpus: our embedded index (the site's record extractor and index builder, without
 * frontmatter keywords or synonyms: a foreign corpus has neither), VitePress 1.6.4's local search (its
 * section splitting and its MiniSearch options, searched as its search box does) and Pagefind (extended
 * binary, default options, searched through its JS API in Chromium).
 *
 * Probes are generated from the text with a fixed seed: known items of 2, 3, 4, 6 and 8 Chinese
 * characters from body prose; a Latin token beside a Chinese word as written (`v-model 修饰符`); and
 * headings, searched with the heading removed from its page (every engine indexes the pages without
 * them). A probe expects the pages that hold it (at most MAX_PAGES_PER_PHRASE): a heading, its own
 * page and any other page that writes it. Each kind draws from its own seeded stream. Each probe falls in a
 * tuning or a reporting half; the reporting half is the one reported (`--half`): tune on the other.
 * Figures: recall@5 and MRR at page level, per probe kind; build time, index bytes and the bytes of a
 * first search session (the index read for three probes, gzip; engine code not counted) per engine.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'
import type { ChildNode, Element } from 'domhandler'
import { DomUtils, parseDocument } from 'htmlparser2'
import MiniSearch from 'minisearch'
import { createMarkdownRenderer } from 'vitepress'
import { HAN_CHAR } from '../src/contracts'
import { buildLocalIndex, LocalEngine } from '../src/search-core'
import { foldText } from '../src/search-core/fold'
import { foldPairsFor } from '../src/indexer/fold-pairs'
import { closeComponents } from '../src/indexer/pages/html'
import { listSourcePages, parseFrontmatter } from '../src/indexer/pages/read-page'
import { extractRecords } from '../src/indexer/records'
import { kb } from '../testkit/bytes'
import { evaluateRelevance, pageOf, recallInterval, type RelevanceCase } from '../testkit/relevance/evaluate'
import { MAX_PAGES_PER_PHRASE } from '../testkit/relevance/known-items'
import {
  compactText,
  headingExpects,
  latinChineseProbe,
  pickWith,
  probeHalf,
  probeStream,
} from '../testkit/relevance/corpus-probes'
import { buildPagefind, PAGEFIND_VERSION, pagefindSearcher, requireExtendedBinary } from './lib/pagefind'
import { emit, table } from './lib/report'

// ---------- arguments ----------
const args = process.argv.slice(2).filter((a) => a !== '--')
const option = (name: string) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
const dir = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'))
if (!dir || !fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory())
  throw new Error(
    'usage: npm run bench:corpus -- <folder of Markdown> [--seed N] [--half report|tune|all] [--misses] [--list-probes <file>] [--ask <query>]',
  )
export const CORPUS_SEED = 20261128
const seed = Number(option('--seed') ?? CORPUS_SEED)
const half = option('--half') ?? 'report'
if (!['report', 'tune', 'all'].includes(half)) throw new Error(`--half must be report, tune or all, got ${half}`)
const showMisses = args.includes('--misses')

/** Probes per kind (before the halves are split). */
const KNOWN_ITEM_LENGTHS = [2, 3, 4, 6, 8] as const
const PER_KNOWN_ITEM_LENGTH = 60
const LATIN_CHINESE_PROBES = 80
const HEADING_PROBES = 80
/** Results read per query: recall@5 and MRR are page-level, and a page's sections may fill a few. */
const RANKED_PAGES = 10
/** Probes of the reporting half that make the first search session. */
const SESSION_QUERIES = 3
const LANG = 'zh-CN'

requireExtendedBinary()
const corpusName = path.basename(path.resolve(dir))
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-corpus-'))
process.on('exit', () => fs.rmSync(tmp, { recursive: true, force: true }))

// ---------- pages ----------
interface Page {
  url: string
  title: string
  description: string
  /** Rendered body HTML (components closed). */
  html: string
}
const md = await createMarkdownRenderer(path.resolve(dir))
const urlOf = (rel: string) => '/' + rel.replace(/(^|\/)index\.md$/, '$1').replace(/\.md$/, '.html')
const pages: Page[] = []
for (const rel of await listSourcePages(path.resolve(dir))) {
  const fm = parseFrontmatter(fs.readFileSync(path.join(dir, rel), 'utf8'))
  const html = closeComponents(md.render(fm.body, { relativePath: rel, cleanUrls: false }))
  const doc = parseDocument(html)
  const h1 = DomUtils.findOne((el) => el.name === 'h1', doc.children, true)
  const title =
    (typeof fm.data.title === 'string' && fm.data.title) || (h1 ? headingText(h1) : '') || path.basename(rel, '.md')
  const description = typeof fm.data.description === 'string' ? fm.data.description : ''
  pages.push({ url: urlOf(rel), title, description, html })
}
if (pages.length < 5) throw new Error(`${dir}: found ${pages.length} Markdown pages, need at least 5`)

function headingText(el: Element): string {
  const keep = (n: ChildNode): string =>
    n.type === 'text'
      ? n.data
      : 'children' in n && !(n.type === 'tag' && (n.attribs.class ?? '').includes('header-anchor'))
        ? n.children.map(keep).join('')
        : ''
  return keep(el)
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

// ---------- probes ----------
interface Probe extends RelevanceCase {
  kind: string
  half: 'tune' | 'report'
}
const streamFor = (kind: string) => probeStream(seed, kind)
const HAN_RUN = new RegExp(`${HAN_CHAR.source}+`, 'g')

/** The folded text of a page as a reader sees it (title, headings and body, code included). */
const foldedPage = (p: Page) =>
  foldText(`${p.title}\n${DomUtils.textContent(parseDocument(p.html))}`.replace(/\s+/g, ' '))

// Headings first: the pages every engine indexes are the pages without them.
const headingProbes: Probe[] = []
{
  const random = streamFor('heading')
  const before = pages.map((p) => compactText(foldedPage(p), foldText))
  const all: { page: number; text: string }[] = []
  pages.forEach((p, i) => {
    for (const h of DomUtils.findAll((el) => /^h[23]$/.test(el.name), parseDocument(p.html).children)) {
      const text = headingText(h)
      if ((text.match(HAN_RUN) ?? []).join('').length >= 2 && text.length <= 30) all.push({ page: i, text })
    }
  })
  // A heading several pages use (基本用法, 示例) names no one page: not a known item.
  const pagesWith = new Map<string, Set<number>>()
  for (const h of all) pagesWith.set(foldText(h.text), (pagesWith.get(foldText(h.text)) ?? new Set()).add(h.page))
  const candidates = all.filter((h) => pagesWith.get(foldText(h.text))?.size === 1)
  const taken = new Set<string>()
  for (let n = 0; headingProbes.length < HEADING_PROBES && n < HEADING_PROBES * 50 && candidates.length; n++) {
    const c = pickWith(random, candidates)
    const key = `${c.page}\u0000${c.text}`
    if (taken.has(key)) continue
    taken.add(key)
    const expect = headingExpects(c.text, c.page, before, foldText, MAX_PAGES_PER_PHRASE)
    if (!expect) continue
    headingProbes.push({ kind: 'heading', q: c.text, expect: expect.map((i) => pages[i]!.url), half: 'tune' })
  }
  // Each chosen heading is removed from its page (its section's text stays, under the heading before).
  for (const [i, p] of pages.entries()) {
    const gone = new Set([...taken].filter((k) => k.startsWith(`${i}\u0000`)).map((k) => k.split('\u0000')[1]))
    if (!gone.size) continue
    const doc = parseDocument(p.html)
    for (const h of DomUtils.findAll((el) => /^h[23]$/.test(el.name), doc.children))
      if (gone.has(headingText(h))) DomUtils.removeElement(h)
    p.html = DomUtils.getOuterHTML(doc, { encodeEntities: 'utf8' })
  }
}

/** Body prose of a page: paragraphs, list items and table cells, without code. */
function proseOf(html: string): string[] {
  const out: string[] = []
  const text = (n: ChildNode): string =>
    n.type === 'text'
      ? n.data
      : n.type === 'tag' && !/^(code|pre|script|style)$/.test(n.name)
        ? n.children.map(text).join('')
        : ' '
  for (const el of DomUtils.findAll((e) => /^(p|li|td)$/.test(e.name), parseDocument(html).children))
    if (!DomUtils.findOne((c) => /^(p|li|td)$/.test(c.name), el.children, true)) out.push(text(el))
  return out.map((s) => s.replace(/\s+/g, ' ').trim()).filter(Boolean)
}
const prose = pages.map((p) => proseOf(p.html))
// Where a phrase occurs: the folded text of each page (title, headings and body, code included).
const pageTexts = pages.map(foldedPage)
const pagesHolding = (phrase: string) => {
  const key = foldText(phrase)
  return pages.filter((_, i) => pageTexts[i]!.includes(key)).map((p) => p.url)
}
const sentences = prose.flatMap((ps, page) => ps.map((s) => ({ page, s })))
const sentenceChars = sentences.reduce((n, x) => n + x.s.length, 0)
/** A position anywhere in the prose (long pages get their share). */
function anywhere(random: () => number): { s: string; at: number } {
  let at = Math.floor(random() * sentenceChars)
  let i = 0
  while (at >= sentences[i]!.s.length) at -= sentences[i++]!.s.length
  return { s: sentences[i]!.s, at }
}

const seen = new Set<string>()
const accept = (probes: Probe[], kind: string, q: string) => {
  const key = foldText(q)
  if (seen.has(key)) return
  const where = pagesHolding(q)
  if (where.length === 0 || where.length > MAX_PAGES_PER_PHRASE) return
  seen.add(key)
  probes.push({ kind, q, expect: where, half: 'tune' })
}

const knownProbes: Probe[] = []
for (const len of KNOWN_ITEM_LENGTHS) {
  const kind = `known item, ${len} characters`
  const random = streamFor(kind)
  const start = knownProbes.length
  for (let n = 0; knownProbes.length - start < PER_KNOWN_ITEM_LENGTH && n < PER_KNOWN_ITEM_LENGTH * 400; n++) {
    const { s, at } = anywhere(random)
    const chars = Array.from(s.slice(at))
    if (chars.length < len || !chars.slice(0, len).every((c) => HAN_CHAR.test(c))) continue
    // Not a cut through the middle of a longer run's first character is fine: readers copy from anywhere.
    accept(knownProbes, kind, chars.slice(0, len).join(''))
  }
}

// A Latin token and the Chinese word beside it, as written.
const mixedProbes: Probe[] = []
const mixedRandom = streamFor('Latin + Chinese as written')
for (let n = 0; mixedProbes.length < LATIN_CHINESE_PROBES && n < LATIN_CHINESE_PROBES * 400; n++) {
  const { s, at } = anywhere(mixedRandom)
  const q = latinChineseProbe(s, at, mixedRandom)
  if (q) accept(mixedProbes, 'Latin + Chinese as written', q)
}

const allProbes = [...knownProbes, ...mixedProbes, ...headingProbes]
if (!allProbes.length)
  throw new Error(
    `${dir}: no probe could be drawn. The probes are Chinese (phrases of Chinese prose, a Latin word beside a Chinese one, Chinese headings), and these ${pages.length} pages have none`,
  )
for (const p of allProbes) p.half = probeHalf(seed, p.kind, p.q)
const probes = half === 'all' ? allProbes : allProbes.filter((p) => p.half === half)
const kinds = [...new Set(allProbes.map((p) => p.kind))]
// Every probe with its half, written before any engine runs: what a run will ask, for review and for
// comparing two generators' draws.
const listProbes = option('--list-probes')
if (listProbes) {
  fs.writeFileSync(listProbes, JSON.stringify(allProbes, null, 1))
  console.log(`bench:corpus: ${allProbes.length} probes written to ${listProbes}`)
  process.exit(0)
}

// ---------- ours ----------
const gz = (s: string | Buffer) => gzipSync(s).length
let t = performance.now()
const records = pages.flatMap((p) =>
  extractRecords({
    url: p.url,
    html: `<html><head><title>${p.title.replace(/</g, '&lt;')}</title></head><body><div class="vp-doc"><div>${p.html}</div></div></body></html>`,
    locale: 'zh',
    lvl0: corpusName,
  }),
)
const text = records.map(
  (r) => `${r['hierarchy.lvl1']} ${r['hierarchy.lvl2'] ?? ''} ${r['hierarchy.lvl3'] ?? ''} ${r.content}`,
)
const built = buildLocalIndex({
  locale: 'zh',
  records,
  descriptions: new Map(pages.map((p) => [p.url, p.description])),
  fold: foldPairsFor(text.join('')),
})
const oursBuildMs = performance.now() - t
const oursFiles = [...built.files.values()]
const postingsBytes = [...built.files].filter(([n]) => n.startsWith('p/')).reduce((s, [, b]) => s + b.length, 0)
const readFrom = (read: string[]) =>
  new LocalEngine('mem:/meta.json', async (url) => {
    const name = url.replace(/^mem:\//, '')
    read.push(name)
    return JSON.parse(built.files.get(name) ?? 'null')
  })
const ours = readFrom([])
// `--ask <query>`: ours' first ten results for one query, with the record each page is found by, and
// nothing else run: for reading why a probe misses (on the tuning half only).
const ask = option('--ask')
if (ask !== undefined) {
  const { hits } = await ours.search(ask, 1)
  for (const [i, h] of hits.slice(0, 10).entries())
    console.log(
      `${i + 1}\t${h.url}\t${[h.hierarchy.lvl1, h.hierarchy.lvl2, h.hierarchy.lvl3].filter(Boolean).join(' › ')}\t${h.content.slice(0, 80)}`,
    )
  process.exit(0)
}
async function oursSearch(q: string): Promise<string[]> {
  const urls: string[] = []
  for (let page = 1; page <= 3; page++) {
    const r = await ours.search(q, page)
    urls.push(...r.hits.map((h) => h.url))
    if (new Set(urls.map((u) => u.replace(/#.*$/, ''))).size >= RANKED_PAGES || r.hits.length === 0) break
  }
  return urls
}

// ---------- VitePress local search ----------
// VitePress 1.6.4 (node_modules/vitepress): sections split at headings that carry a permalink, each
// section's text with the tags stripped; fields title/titles/text; searched with fuzzy 0.2, prefix,
// boost title 4, text 2, titles 1 (VPLocalSearchBox.vue).
function vitepressSections(html: string): { anchor: string; titles: string[]; text: string }[] {
  const out: { anchor: string; titles: string[]; text: string }[] = []
  const parts = html.split(/<h(\d*).*?>(.*?<a.*? href="#.*?".*?>.*?<\/a>)<\/h\1>/gi).slice(1)
  let parents: string[] = []
  for (let i = 0; i < parts.length; i += 3) {
    const level = Number(parts[i]) - 1
    const m = /(.*?)<a.*? href="#(.*?)".*?>.*?<\/a>/i.exec(parts[i + 1] ?? '')
    const title = (m?.[1] ?? '').replace(/<[^>]*>/g, '').trim()
    const body = parts[i + 2] ?? ''
    if (!title || !body) continue
    const titles = [...parents.slice(0, level), title].filter(Boolean)
    out.push({ anchor: m?.[2] ?? '', titles, text: body.replace(/<[^>]*>/g, '') })
    if (level === 0) parents = [title]
    else parents[level] = title
  }
  return out
}
t = performance.now()
const vp = new MiniSearch<{ id: string; title: string; titles: string[]; text: string }>({
  fields: ['title', 'titles', 'text'],
  storeFields: ['title', 'titles'],
})
for (const p of pages)
  for (const s of vitepressSections(p.html))
    vp.add({
      id: s.anchor ? `${p.url}#${s.anchor}` : p.url,
      title: s.titles.at(-1) ?? '',
      titles: s.titles.slice(0, -1),
      text: s.text,
    })
const vpJson = JSON.stringify(vp)
const vpBuildMs = performance.now() - t
const vpSearch = (q: string) =>
  vp.search(q, { fuzzy: 0.2, prefix: true, boost: { title: 4, text: 2, titles: 1 } }).map((r) => String(r.id))

// ---------- Pagefind ----------
const pf = await buildPagefind(
  path.join(tmp, 'pagefind'),
  pages.map((p) => ({ url: p.url, lang: LANG, title: p.title, body: p.html })),
)
const pfSearch = await pagefindSearcher(pf, LANG)

// ---------- measure ----------
console.log(
  `bench:corpus: ${pages.length} pages, ${probes.length} probes (${half} half of ${allProbes.length}); searching…`,
)
const results: Record<string, Map<Probe, string[]>> = { ours: new Map(), vitepress: new Map(), pagefind: new Map() }
for (const p of probes) {
  results.ours!.set(p, await oursSearch(p.q))
  results.vitepress!.set(p, vpSearch(p.q))
  results.pagefind!.set(p, await pfSearch.search(p.q, RANKED_PAGES))
}
const engines = ['ours', 'vitepress', 'pagefind'] as const
const evaluate = (engine: string, set: Probe[]) => evaluateRelevance(set, (c) => results[engine]!.get(c as Probe) ?? [])

const sessionQueries = allProbes
  .filter((p) => p.half === 'report')
  .slice(0, SESSION_QUERIES)
  .map((p) => p.q)
const oursRead: string[] = []
const fresh = readFrom(oursRead)
for (const q of sessionQueries) await fresh.search(q)
const oursSession = [...new Set(oursRead)].reduce((n, f) => n + gz(built.files.get(f) ?? ''), 0)
const pfSession = await pfSearch.session(sessionQueries, 5)
await pfSearch.close()
const pfIndexOnly = pfSession.filter((f) => !/^(pagefind\.js|pagefind-worker\.js|wasm\.)/.test(f.file))

const fmt = (x: number) => x.toFixed(3)
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '∞')
const groups: [string, Probe[]][] = [
  ['all probes', probes],
  ...kinds.map((k): [string, Probe[]] => [k, probes.filter((p) => p.kind === k)]),
]
const quality = Object.fromEntries(
  groups.map(([name, set]) => [
    name,
    { probes: set.length, ...Object.fromEntries(engines.map((e) => [e, evaluate(e, set)])) },
  ]),
) as Record<string, { probes: number } & Record<(typeof engines)[number], ReturnType<typeof evaluate>>>

const rows = groups.map(([name]) => {
  const g = quality[name]!
  // (A folder may give a kind no probe in this half: say so rather than print NaN.)
  if (!g.probes) return [`${name} (0)`, 'no probe of this kind in this half', '–', '–', '–']
  return [
    `${name} (${g.probes})`,
    `${fmt(g.ours.recallAt5)} / ${fmt(g.ours.mrr)}`,
    `${fmt(g.vitepress.recallAt5)} / ${fmt(g.vitepress.mrr)}`,
    `${fmt(g.pagefind.recallAt5)} / ${fmt(g.pagefind.mrr)}`,
    `${ratio(g.ours.recallAt5, Math.max(g.vitepress.recallAt5, g.pagefind.recallAt5))} / ${ratio(g.ours.mrr, Math.max(g.vitepress.mrr, g.pagefind.mrr))}`,
  ]
})
const sizeRows = [
  [
    'ours',
    `${(oursBuildMs / 1000).toFixed(1)} s`,
    `${kb(oursFiles.reduce((n, b) => n + b.length, 0))} raw, ${kb(oursFiles.reduce((n, b) => n + gz(b), 0))} gzip (${oursFiles.length} files; postings ${kb(postingsBytes)})`,
    kb(oursSession),
  ],
  [
    'VitePress local search',
    `${(vpBuildMs / 1000).toFixed(1)} s`,
    `${kb(Buffer.byteLength(vpJson))} raw, ${kb(gz(vpJson))} gzip (one file)`,
    `${kb(gz(vpJson))} (the whole index)`,
  ],
  [
    `Pagefind ${PAGEFIND_VERSION}`,
    `${(pf.buildMs / 1000).toFixed(1)} s`,
    `${kb(pf.files.reduce((n, f) => n + f.bytes, 0))} (${pf.files.length} files, index files gzipped by Pagefind)`,
    `${kb(pfIndexOnly.reduce((n, f) => n + f.bytes, 0))} (+ ${kb(pfSession.reduce((n, f) => n + f.bytes, 0) - pfIndexOnly.reduce((n, f) => n + f.bytes, 0))} JS and wasm)`,
  ],
]
/** Ours: every probe not ranked first (the MRR's losses too), with its rank, kind and wanted pages. */
const oursNotFirst = probes.flatMap((p) => {
  const ranked = [...new Set((results.ours!.get(p) ?? []).map(pageOf))]
  const wanted = p.expect.map(pageOf)
  const rank = ranked.findIndex((u) => wanted.includes(u)) + 1
  return rank === 1 ? [] : [`  ${rank || '–'}\t${p.kind}\t${p.q}\t${wanted.join(' ')}\t${ranked.slice(0, 3).join(' ')}`]
})
const missLines = showMisses
  ? [
      '\nours, not ranked first (rank, kind, probe, wanted, first three):',
      ...oursNotFirst,
      ...engines
        .filter((e) => e !== 'ours')
        .flatMap((e) => [`\n${e} misses:`, ...evaluate(e, probes).misses.map((m) => `  ${m}`)]),
    ]
  : []
emit({
  title: `Corpus: ${corpusName} (${pages.length} pages, seed ${seed}, ${half === 'all' ? 'both halves' : `${half} half`})`,
  markdown: [
    table(
      ['probes', 'ours recall@5 / MRR', 'VitePress local search', `Pagefind ${PAGEFIND_VERSION}`, 'ours ÷ best peer'],
      rows,
    ),
    '',
    table(
      ['engine', 'index build', 'index files', `first session: index read for ${SESSION_QUERIES} probes, gzip`],
      sizeRows,
    ),
    '',
    `Page-level recall@5 and MRR; a probe expects every page that holds it (at most ${MAX_PAGES_PER_PHRASE}). Session probes: ${sessionQueries.join(' · ')}.`,
    `Ours' recall@5 over all ${probes.length} probes, 95 % interval (Wilson): ${recallInterval(
      quality['all probes']!.ours.recallAt5,
      probes.length,
    )
      .map(fmt)
      .join('–')}: how precisely this many probes measure it.`,
    ...missLines,
  ].join('\n'),
  data: {
    corpus: corpusName,
    pages: pages.length,
    seed,
    half,
    quality: Object.fromEntries(
      Object.entries(quality).map(([k, g]) => [
        k,
        {
          probes: g.probes,
          ...(g.probes
            ? Object.fromEntries(engines.map((e) => [e, { recallAt5: g[e].recallAt5, mrr: g[e].mrr }]))
            : {}),
        },
      ]),
    ),
    build: { oursMs: oursBuildMs, vitepressMs: vpBuildMs, pagefindMs: pf.buildMs },
    indexBytes: {
      ours: oursFiles.reduce((n, b) => n + b.length, 0),
      oursPostings: postingsBytes,
      vitepress: Buffer.byteLength(vpJson),
      pagefind: pf.files.reduce((n, f) => n + f.bytes, 0),
    },
    sessionBytes: {
      ours: oursSession,
      vitepress: gz(vpJson),
      pagefind: pfIndexOnly.reduce((n, f) => n + f.bytes, 0),
    },
  },
})
