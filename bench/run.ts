/**
 * `npm run bench`: builds the three sites (ours, ours with Typesense, the plain VitePress baseline),
 * runs every benchmark section one after the other (so they do not compete for the CPU), and writes
 * `bench/results/latest.md` (targets first, then each section) and `bench/results/latest.json`.
 * `BENCH_SKIP_BUILD=1` reuses existing builds; `RUNS` sets the Lighthouse runs per page (default 5).
 * `BENCH_CORPORA` names folders of Chinese Markdown (colon-separated) that `bench/corpus.ts` measures
 * too, each with its targets (reporting half of its probes).
 */
import { execSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { recallInterval } from '../testkit/relevance/evaluate'
import { FEATURES, htmlFileOf, initialJs, initialJsGzip, kb, lazyFeature, sum } from '../testkit/bytes'
import { table, type Section } from './lib/report'
import { phoneTargetRows, type PhoneFigures } from './lib/phone-network'

const root = path.resolve(__dirname, '..')
const results = path.join(root, 'bench/results')
const dist = path.join(root, '.vitepress/dist')
const distTs = path.join(root, '.vitepress/dist-typesense')
const distBase = path.join(root, '.vitepress/dist-baseline')

function run(cmd: string): number {
  const started = Date.now()
  execSync(cmd, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  return Date.now() - started
}

let buildMs: number | null = null
if (!process.env.BENCH_SKIP_BUILD) {
  console.log('building the site, the Typesense variant and the baseline…')
  buildMs = run('npm run build')
  run('npm run build:typesense')
  run('npm run build:baseline')
}

const sections: Record<string, Section> = {}
const corpora = (process.env.BENCH_CORPORA ?? '').split(':').filter(Boolean)
const runs: [string, string[]][] = [
  ...['pages', 'quality', 'answers', 'agents', 'search', 'island', 'dev', 'chat', 'lighthouse'].map(
    (n): [string, string[]] => [n, [`bench/${n}.ts`]],
  ),
  ...corpora.map((dir, i): [string, string[]] => [`corpus ${i}`, ['bench/corpus.ts', '--', path.resolve(dir)]]),
]
for (const [name, script] of runs) {
  console.log(`bench: ${name}…`)
  const out = path.join(os.tmpdir(), `bench-${name.replace(/\s/g, '-')}-${process.pid}.json`)
  const r = spawnSync('npx', ['vite-node', ...script], {
    cwd: root,
    env: { ...process.env, BENCH_JSON_OUT: out },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (r.status !== 0 || !fs.existsSync(out)) {
    sections[name] = { title: name, markdown: `_This section failed (exit ${r.status})._`, data: {} }
    continue
  }
  sections[name] = JSON.parse(fs.readFileSync(out, 'utf8')) as Section
  fs.rmSync(out)
}

// Targets, from the byte figures (deterministic) and the sections' medians.
type Num = number | undefined
const get = (o: unknown, ...keys: string[]): Num =>
  keys.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], o) as Num
const doc = htmlFileOf('/ai-studio/job/create.html')
const pageJs = initialJs(dist, doc)
const island = lazyFeature(dist, FEATURES.keywordSearch, pageJs)
const islandTs = lazyFeature(distTs, FEATURES.keywordSearch, initialJs(distTs, doc)).map((f) => f.file)
const docOurs = initialJsGzip(dist, doc)
const docBase = initialJsGzip(distBase, doc)
const lh = sections.lighthouse?.data
const q = sections.quality?.data
const check = (ok: boolean | undefined) => (ok === undefined ? '–' : ok ? '✓' : '✗')
const fmt = (n: Num, d = 0) => (n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(d))
/** A recall's 95 % interval over its probes (how finely the set can tell a target apart). */
const interval = (recall: Num, n: Num) => {
  if (recall === undefined || n === undefined) return 'interval n/a'
  const [lo, hi] = recallInterval(recall, n)
  return `95 % interval ${lo.toFixed(3)}–${hi.toFixed(3)} over ${n}`
}
const rows: string[][] = [
  [
    'doc page initial JS, gzip',
    `≤ baseline + 12 KB (${kb(docBase + 12 * 1024)})`,
    kb(docOurs),
    check(docOurs - docBase <= 12 * 1024),
  ],
  ['keyword search on first open, gzip', '≤ 110 KB', kb(sum(island).gzip), check(sum(island).gzip <= 110 * 1024)],
  [
    'Typesense client chunk, gzip',
    '≤ 30 KB',
    kb(sum(lazyFeature(distTs, FEATURES.typesenseClient, [...initialJs(distTs, doc), ...islandTs])).gzip),
    check(
      sum(lazyFeature(distTs, FEATURES.typesenseClient, [...initialJs(distTs, doc), ...islandTs])).gzip <= 30 * 1024,
    ),
  ],
  [
    'chat code, gzip',
    '≤ 60 KB',
    kb(sum(lazyFeature(dist, FEATURES.chat, [...pageJs, ...island.map((f) => f.file)])).gzip),
    check(sum(lazyFeature(dist, FEATURES.chat, [...pageJs, ...island.map((f) => f.file)])).gzip <= 60 * 1024),
  ],
  [
    'streaming render, 8 KB in 400 chunks',
    '< 150 ms',
    `${fmt(get(sections.chat?.data, 'fast', 'renderingMs', 'median'))} ms`,
    check((get(sections.chat?.data, 'fast', 'renderingMs', 'median') ?? Infinity) < 150),
  ],
  ...searchTargets(),
  ...answerTargets(),
  ...phoneTargetRows((sections.island?.data as { phone?: PhoneFigures } | undefined)?.phone),
  ...corpusTargets(),
]
// API references: Redoc's markup in the page, its code only on first use.
for (const [page, url] of [
  ['API reference', '/gen-studio/api/maas.html'],
  ['API ComfyUI', '/gen-studio/api/maas-comfyui.html'],
  ['API WebSocket', '/gen-studio/api/maas-comfyui-websocket.html'],
] as const) {
  const o = (k: string) => get(lh, 'ours', page, k)
  const js = initialJsGzip(dist, htmlFileOf(url))
  rows.push(
    [
      `${page}: JS before interaction, gzip`,
      `≤ doc page + 10 KB (${kb(docOurs + 10 * 1024)})`,
      kb(js),
      check(js - docOurs <= 10 * 1024),
    ],
    [
      `Lighthouse performance, ${page}`,
      '≥ 95',
      fmt(o('performance')),
      check(o('performance') === undefined ? undefined : o('performance')! >= 95),
    ],
    [
      `TBT / LCP, ${page}`,
      '≤ 200 ms / ≤ 2.0 s',
      `${fmt(o('tbt'))} ms / ${fmt(o('lcp'))} ms`,
      check(o('tbt') === undefined ? undefined : o('tbt')! <= 200 && o('lcp')! <= 2000),
    ],
    [
      `accessibility, ${page}`,
      '100',
      fmt(o('accessibility')),
      check(o('accessibility') === undefined ? undefined : o('accessibility') === 100),
    ],
  )
}
for (const page of ['home', 'doc', 'post']) {
  const o = (k: string) => get(lh, 'ours', page, k)
  const b = (k: string) => get(lh, 'baseline', page, k)
  rows.push(
    [
      `Lighthouse performance, ${page}`,
      `≥ baseline (${fmt(b('performance'))})`,
      fmt(o('performance')),
      check(o('performance') === undefined ? undefined : o('performance')! >= (b('performance') ?? 0)),
    ],
    [
      `TBT, ${page}`,
      `≤ baseline (${fmt(b('tbt'))} ms)`,
      `${fmt(o('tbt'))} ms`,
      check(o('tbt') === undefined ? undefined : o('tbt')! <= (b('tbt') ?? Infinity)),
    ],
    [
      `accessibility, ${page}`,
      '100',
      fmt(o('accessibility')),
      check(o('accessibility') === undefined ? undefined : o('accessibility') === 100),
    ],
    [`CLS, ${page}`, '< 0.01', fmt(o('cls'), 3), check(o('cls') === undefined ? undefined : o('cls')! < 0.01)],
  )
}

/** Each corpus of BENCH_CORPORA (reporting half): ours against VitePress's local search and Pagefind. */
function corpusTargets(): string[][] {
  return Object.entries(sections)
    .filter(([name]) => name.startsWith('corpus '))
    .flatMap(([, section]) => {
      const d = section.data
      const corpus = String(d.corpus ?? 'corpus')
      const all = (engine: string, k: string) => get(d, 'quality', 'all probes', engine, k)
      const peers = (k: string) => Math.max(all('vitepress', k) ?? 0, all('pagefind', k) ?? 0)
      const mixed = get(d, 'quality', 'Latin + Chinese as written', 'ours', 'recallAt5')
      const r = all('ours', 'recallAt5')
      const m = all('ours', 'mrr')
      const n = get(d, 'quality', 'all probes', 'probes')
      return [
        [
          `${corpus}: all probes, recall@5 / MRR`,
          '≥ 0.97 / ≥ 0.85, ≥ 1.5× both peers',
          `${fmt(r, 3)} / ${fmt(m, 3)} (${interval(r, n)}; best peer ${fmt(peers('recallAt5'), 3)} / ${fmt(peers('mrr'), 3)})`,
          check(
            r === undefined || m === undefined
              ? undefined
              : r >= 0.97 && m >= 0.85 && r >= 1.5 * peers('recallAt5') && m >= 1.5 * peers('mrr'),
          ),
        ],
        [
          `${corpus}: Latin + Chinese probes, recall@5`,
          '≥ 0.90',
          fmt(mixed, 3),
          check(mixed === undefined ? undefined : mixed >= 0.9),
        ],
      ]
    })
}

/** Quoted answers' targets (the answer set's reporting half, the prompts, the code blocks), from bench/answers.ts. */
function answerTargets(): string[][] {
  const a = sections.answers?.data
  const at = (key: string) => get(a, 'report all', key)
  const row = (figure: string, key: string, min: number): string[] => [
    `quoted answers, reporting half: ${figure}`,
    `≥ ${min.toFixed(2)}`,
    fmt(at(key), 2),
    check(at(key) === undefined ? undefined : (at(key) ?? 0) >= min),
  ]
  const prompts = get(a, 'prompts', 'answered')
  const blocks = get(a, 'codeBlocks', 'explained')
  return [
    row('the answering sentence quoted', 'sentenceRate', 0.8),
    row('first quote from a page that answers', 'pageRate', 0.9),
    row('abstain precision', 'abstainPrecision', 0.9),
    row('abstain recall', 'abstainRecall', 0.8),
    [
      'suggested questions answered by quotation',
      `${fmt(get(a, 'prompts', 'asked'))} of ${fmt(get(a, 'prompts', 'asked'))}`,
      fmt(prompts),
      check(prompts === undefined ? undefined : prompts === get(a, 'prompts', 'asked')),
    ],
    [
      '解释这段代码 quoting the block’s own section',
      `${fmt(get(a, 'codeBlocks', 'asked'))} of ${fmt(get(a, 'codeBlocks', 'asked'))}`,
      fmt(blocks),
      check(blocks === undefined ? undefined : blocks === get(a, 'codeBlocks', 'asked')),
    ],
  ]
}

/** The embedded engine's targets (README "Search"), from the quality, search and island sections. */
function searchTargets(): string[][] {
  const known = Object.entries((q ?? {}) as Record<string, unknown>).find(([k]) => k.startsWith('known items zh'))?.[0]
  const report = 'reader queries, reporting half (never tuned on)'
  const s = sections.search?.data
  const isl = sections.island?.data
  const ms = (n: Num) => `${fmt(n)} ms`
  const le = (n: Num, max: number) => check(n === undefined ? undefined : n <= max)
  const heaviest = (site: string) => {
    const list = get(s, site, 'sessions') as unknown as { gzip: number }[] | undefined
    return list ? Math.max(...list.map((x) => x.gzip)) : undefined
  }
  return [
    [
      'known-item phrases on their page in the top 5 (zh, generated)',
      '≥ 0.98',
      fmt(known ? get(q, known, 'ours', 'recallAt5') : undefined, 3),
      check(known ? (get(q, known, 'ours', 'recallAt5') ?? 0) >= 0.98 : undefined),
    ],
    [
      'known items of 8 characters at 10 000 synthetic pages, recall@5',
      '≥ 0.98',
      fmt(get(s, 'pages10k', 'knownItems8', 'recallAt5'), 3),
      check((get(s, 'pages10k', 'knownItems8', 'recallAt5') ?? 0) >= 0.98),
    ],
    [
      'reader queries, reporting half: recall@5',
      '≥ 0.95',
      `${fmt(get(q, report, 'ours', 'recallAt5'), 3)} (${interval(get(q, report, 'ours', 'recallAt5'), get(q, report, 'queries'))}; baseline ${fmt(get(q, report, 'baseline', 'recallAt5'), 3)})`,
      check((get(q, report, 'ours', 'recallAt5') ?? 0) >= 0.95),
    ],
    [
      'reader queries, reporting half: MRR',
      '≥ 0.80',
      `${fmt(get(q, report, 'ours', 'mrr'), 3)} (baseline ${fmt(get(q, report, 'baseline', 'mrr'), 3)})`,
      check((get(q, report, 'ours', 'mrr') ?? 0) >= 0.8),
    ],
    [
      'first search session (3 queries), index read, heaviest, gzip',
      '≤ 150 KB',
      heaviest('ours') === undefined ? 'n/a' : kb(heaviest('ours')!),
      le(heaviest('ours'), 150 * 1024),
    ],
    [
      'the same at 10 000 pages',
      '≤ 300 KB',
      heaviest('pages10k') === undefined ? 'n/a' : kb(heaviest('pages10k')!),
      le(heaviest('pages10k'), 300 * 1024),
    ],
    [
      'cold first results after the debounce (Chromium)',
      '≤ 400 ms',
      ms(get(isl, 'ours', 'firstOpenMs')),
      le(get(isl, 'ours', 'firstOpenMs'), 400),
    ],
    [
      'the same at 10 000 pages',
      '≤ 800 ms',
      ms(get(isl, '10 000 pages', 'firstOpenMs')),
      le(get(isl, '10 000 pages', 'firstOpenMs'), 800),
    ],
    [
      'keystroke → results, warm, p95, at 10 000 pages (Chromium)',
      '≤ 50 ms',
      ms(get(isl, '10 000 pages', 'keystroke', 'p95')),
      le(get(isl, '10 000 pages', 'keystroke', 'p95'), 50),
    ],
    [
      'index build at 10 000 pages (records + index, wall)',
      '≤ 90 s',
      `${fmt((get(s, 'pages10k', 'buildMs') ?? NaN) / 1000, 1)} s`,
      le(get(s, 'pages10k', 'buildMs'), 90_000),
    ],
    [
      'a page edited under `npm run dev`: searchable after (median)',
      '≤ 2 s',
      ms(get(sections.dev?.data, 'editMs', 'median')),
      le(get(sections.dev?.data, 'editMs', 'median'), 2000),
    ],
  ]
}

const when = new Date().toISOString()
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`
const md = [
  '# Benchmark report',
  '',
  `${when} · ${machine} · ${buildMs === null ? 'existing builds' : `site build ${(buildMs / 1000).toFixed(1)} s (\`npm run build\`, both locales, search artifacts included)`}`,
  '',
  'Timings are medians of several runs with min–max; ratios compare figures taken in the same run. The baseline is the same `docs/` built with VitePress’s default theme and its local search (`bench/baseline`).',
  '',
  '## Targets',
  '',
  table(['figure', 'target', 'measured', ''], rows),
  '',
  ...Object.values(sections).map((s) => `## ${s.title}\n\n${s.markdown.trim()}\n`),
].join('\n')
fs.mkdirSync(results, { recursive: true })
fs.writeFileSync(path.join(results, 'latest.md'), md)
fs.writeFileSync(
  path.join(results, 'latest.json'),
  JSON.stringify(
    {
      date: when,
      machine,
      buildMs,
      targets: rows.map(([figure, target, measured, ok]) => ({ figure, target, measured, met: ok === '✓' })),
      sections: Object.fromEntries(Object.entries(sections).map(([k, s]) => [k, s.data])),
    },
    null,
    2,
  ) + '\n',
)
console.log(md.split('\n## ')[0] + '\n## ' + md.split('\n## ')[1])
console.log(`written: bench/results/latest.md, bench/results/latest.json`)
