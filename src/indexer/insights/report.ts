/**
 * The writers' report (`npm run insights`, BEHAVIOUR.md search §7.6): from an export of analytics
 * events, per locale, what readers could not find and which answers they marked wrong, with what the
 * embedded engine returns now and a vocabulary suggestion where the reader's words are missing from
 * the page they found after rephrasing. `aggregate` is pure; `completeReport` asks the built site.
 */
import { FEEDBACK_REASONS, type FeedbackReason as Reason } from '../../contracts/analytics'
import { LOCALES, type Locale } from '../../contracts/locale'
import { foldText } from '../../search-core/fold'
import { segmentQuery } from '../../search-core/tokenize'
import { localeOf, pathOf, sourceUrls, str, type InsightEvent } from './events'

/** Rows listed per table (queries, pages, questions). */
const INSIGHTS_TOP = 10
/** Result titles shown per failed query. */
const INSIGHTS_TITLES = 3
/** Questions shown under each thumbs-down reason. */
const QUESTIONS_PER_REASON = 5
/** A clicked query counts as the rephrasing of a failed one within this time (same session). */
export const REFORMULATION_WINDOW_MS = 30 * 60_000
/** A thumbs-down reason as the feedback form sends it (contracts), or `unspecified` for a vote without one. */
type FeedbackReason = Reason | 'unspecified'

interface FailedQuery {
  query: string
  noResults: number
  noClick: number
  /** Sessions (anonymous ids) that had it; events without an id count one each. */
  readers: number
}

interface WrongAnswer {
  question: string
  note: string
}

export interface Reformulation {
  failed: string
  clicked: string
  url: string
  count: number
}

interface LocaleAggregate {
  failedQueries: FailedQuery[]
  wrongByReason: { reason: FeedbackReason; answers: WrongAnswer[] }[]
  wrongPages: { url: string; count: number }[]
  unsourced: { question: string; count: number }[]
  reformulations: Reformulation[]
}

export interface Aggregate {
  events: number
  badLines: number
  locales: Partial<Record<Locale, LocaleAggregate>>
}

/** How queries are told apart: folded, lower case, single spaces, no closing punctuation. */
export const queryKey = (q: string): string =>
  foldText(q)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s?？!！。.,，]+$/u, '')
    .trim()

const byCount = <T extends { count: number }>(a: T & { key?: string }, b: T & { key?: string }) =>
  b.count - a.count || (a.key ?? '').localeCompare(b.key ?? '')

function countTop(values: string[], top = INSIGHTS_TOP): { value: string; count: number }[] {
  const counts = new Map<string, { value: string; count: number; key: string }>()
  for (const v of values) {
    const key = queryKey(v)
    if (!key) continue
    const c = counts.get(key) ?? { value: v.trim(), count: 0, key }
    c.count++
    counts.set(key, c)
  }
  return [...counts.values()].sort(byCount).slice(0, top)
}

/** Events of one session in the order they happened (time, then line). */
function chronological(events: InsightEvent[]): InsightEvent[] {
  return [...events].sort((a, b) => (a.time ?? 0) - (b.time ?? 0) || a.line - b.line)
}

function aggregateLocale(events: InsightEvent[]): LocaleAggregate {
  // Failed queries: no results, or left without a click when the dialog closed.
  const failed = new Map<string, FailedQuery & { sessions: Set<string>; anonymous: number }>()
  for (const e of events) {
    if (e.name !== 'KeywordSearchNoResults' && e.name !== 'KeywordSearchAbandoned') continue
    const query = str(e.payload.query).trim()
    const key = queryKey(query)
    if (!key) continue
    const f = failed.get(key) ?? { query, noResults: 0, noClick: 0, readers: 0, sessions: new Set(), anonymous: 0 }
    if (e.name === 'KeywordSearchNoResults') f.noResults++
    else f.noClick++
    const session = str(e.payload.anonymousId)
    if (session) f.sessions.add(session)
    else f.anonymous++
    failed.set(key, f)
  }
  const failedQueries = [...failed.entries()]
    .map(([key, f]) => ({
      key,
      count: f.sessions.size + f.anonymous,
      row: { query: f.query, noResults: f.noResults, noClick: f.noClick, readers: f.sessions.size + f.anonymous },
    }))
    .sort((a, b) => byCount(a, b) || b.row.noResults + b.row.noClick - (a.row.noResults + a.row.noClick))
    .slice(0, INSIGHTS_TOP)
    .map((x) => x.row)

  // Answers marked wrong: the last vote on each answer counts (a vote can be changed).
  const lastVote = new Map<string, InsightEvent>()
  chronological(events)
    .filter((e) => e.name === 'AIAnswerFeedback')
    .forEach((e, i) => lastVote.set(str(e.payload.messageId) || `#${i}`, e))
  const down = [...lastVote.values()].filter((e) => e.payload.value === 'down')
  const reasonOf = (e: InsightEvent): FeedbackReason => {
    const r = str(e.payload.reason)
    return (FEEDBACK_REASONS as readonly string[]).includes(r) ? (r as FeedbackReason) : 'unspecified'
  }
  const wrongByReason = [...FEEDBACK_REASONS, 'unspecified' as const]
    .map((reason) => ({
      reason,
      answers: down
        .filter((e) => reasonOf(e) === reason)
        .map((e) => ({ question: str(e.payload.question).trim(), note: str(e.payload.note).trim() })),
    }))
    .filter((r) => r.answers.length > 0)
    .sort((a, b) => b.answers.length - a.answers.length)
  const wrongPages = countTop(down.flatMap((e) => [...new Set(sourceUrls(e.payload.sources).map(pathOf))])).map(
    ({ value, count }) => ({ url: value, count }),
  )

  const unsourced = countTop(
    events.filter((e) => e.name === 'AIAnswerWithoutSources').map((e) => str(e.payload.question)),
  ).map(({ value, count }) => ({ question: value, count }))

  // Rephrasings: a failed query, then in the same session a query whose result was opened.
  const sessions = new Map<string, InsightEvent[]>()
  for (const e of events) {
    const id = str(e.payload.anonymousId)
    if (id) sessions.set(id, [...(sessions.get(id) ?? []), e])
  }
  const pairs = new Map<string, Reformulation & { key: string }>()
  for (const list of sessions.values()) {
    let pending: { query: string; time: number | null }[] = []
    for (const e of chronological(list)) {
      const query = str(e.payload.query).trim()
      if (e.name === 'KeywordSearchNoResults' || e.name === 'KeywordSearchAbandoned') {
        if (query) pending.push({ query, time: e.time })
      } else if (e.name === 'TraditionalSearchResultClicked' && query) {
        const url = pathOf(str(e.payload.url))
        for (const p of pending) {
          const recent = p.time === null || e.time === null || e.time - p.time <= REFORMULATION_WINDOW_MS
          if (!recent || queryKey(p.query) === queryKey(query) || !url) continue
          const key = `${queryKey(p.query)}\n${url}`
          const pair = pairs.get(key) ?? { failed: p.query, clicked: query, url, count: 0, key }
          pair.count++
          pairs.set(key, pair)
        }
        pending = []
      }
    }
  }
  const reformulations = [...pairs.values()].sort(byCount).map(({ key: _key, ...r }) => r)

  return { failedQueries, wrongByReason, wrongPages, unsourced, reformulations }
}

/** Counts and groups the events per locale (no site needed). */
export function aggregate(events: InsightEvent[], badLines = 0): Aggregate {
  const locales: Aggregate['locales'] = {}
  for (const locale of LOCALES) {
    const mine = events.filter((e) => localeOf(e.payload) === locale)
    if (mine.length) locales[locale] = aggregateLocale(mine)
  }
  return { events: events.length, badLines, locales }
}

/** What the report asks of the built site. */
export interface SiteLookup {
  /** Titles of the first results the embedded engine returns for `query` now. */
  search(locale: Locale, query: string, top: number): Promise<string[]>
  /** A page's text (all its sections, title and keywords), folded and lower-cased; null for a page the site no longer has. */
  pageText(locale: Locale, url: string): string | null
  /** Whether any page of the locale has `word` (folded, lower case). */
  siteHas(locale: Locale, word: string): boolean
}

export type Suggestion =
  | { kind: 'colloquial'; rule: { id: string; root: string; synonyms: string[] }; from: Reformulation }
  | { kind: 'keyword'; keyword: string; url: string; source: string; missing: string[]; from: Reformulation }

interface LocaleReport extends LocaleAggregate {
  /** The engine's first titles now, per failed query (same order). */
  nowFound: string[][]
  suggestions: Suggestion[]
}

export interface InsightsReport {
  events: number
  badLines: number
  locales: Partial<Record<Locale, LocaleReport>>
}

/** A page's source file, from its url (`/a/b.html` → `docs/a/b.md`, `/a/` → `docs/a/index.md`). */
export const sourceOfUrl = (url: string): string =>
  'docs' + (url.endsWith('/') ? `${url}index.md` : url.replace(/\.html$/, '.md'))

const wordsOf = (q: string) => [...new Set(segmentQuery(foldText(q)).map((w) => w.word.toLowerCase()))]

/**
 * The vocabulary fix for a rephrasing: the failed query's words the clicked page lacks. Words no page
 * has are readers' vocabulary (a rule of the colloquial table, docs/search-colloquial.json: one way to
 * the words that found the page); words other pages use belong to this page as a keyword.
 */
export function suggest(locale: Locale, r: Reformulation, site: SiteLookup): Suggestion | null {
  const text = site.pageText(locale, r.url)
  if (text === null) return null
  const failedWords = wordsOf(r.failed)
  const missing = failedWords.filter((w) => !text.includes(w))
  if (!missing.length) return null
  const found = wordsOf(r.clicked).filter((w) => text.includes(w) && !failedWords.includes(w))
  if (found.length && missing.every((w) => !site.siteHas(locale, w))) {
    // A rule of the colloquial table: the reader's phrase (a word cut from it may be a lone character,
    // 爆 of 爆显存), one way to the query that found the page.
    const root = queryKey(r.failed)
    const rule = { id: `reader-${root.replace(/\s+/g, '-')}`, root, synonyms: [queryKey(r.clicked)] }
    return { kind: 'colloquial', rule, from: r }
  }
  return { kind: 'keyword', keyword: r.failed, url: r.url, source: sourceOfUrl(r.url), missing, from: r }
}

/** The aggregate, with what the site says now. */
export async function completeReport(agg: Aggregate, site: SiteLookup): Promise<InsightsReport> {
  const locales: InsightsReport['locales'] = {}
  for (const locale of LOCALES) {
    const a = agg.locales[locale]
    if (!a) continue
    const nowFound = await Promise.all(a.failedQueries.map((f) => site.search(locale, f.query, INSIGHTS_TITLES)))
    const seen = new Set<string>()
    const suggestions = a.reformulations
      .map((r) => suggest(locale, r, site))
      .filter((s): s is Suggestion => {
        if (!s) return false
        const key = s.kind === 'colloquial' ? `s\n${s.rule.root}` : `k\n${s.url}\n${queryKey(s.keyword)}`
        if (seen.has(key)) return false
        seen.add(key)
        return true
      })
    locales[locale] = { ...a, nowFound, suggestions }
  }
  return { events: agg.events, badLines: agg.badLines, locales }
}

const REASON_LABELS: Record<FeedbackReason, string> = {
  incorrect: 'incorrect',
  not_asked: 'not what was asked',
  slow_or_buggy: 'slow or buggy',
  style_or_tone: 'style or tone',
  safety_or_legal: 'safety or legal',
  other: 'other',
  unspecified: 'no reason given',
}

/** The report as text: agents' use beside readers' (agents.ts), then one section per locale. */
export function formatReport(r: InsightsReport, agents: string[] = []): string {
  const out: string[] = [`Writers' report: ${r.events} events, ${r.badLines} bad lines skipped`]
  if (agents.length) out.push('', ...agents)
  const none = '  (none)'
  for (const locale of LOCALES) {
    const l = r.locales[locale]
    if (!l) continue
    out.push('', `== ${locale} ==`, '', 'Searches that found nothing or were left without a click')
    if (!l.failedQueries.length) out.push(none)
    l.failedQueries.forEach((f, i) => {
      out.push(
        `  ${i + 1}. "${f.query}": ${f.readers} ${f.readers === 1 ? 'reader' : 'readers'} (no results ${f.noResults}, no click ${f.noClick})`,
      )
      const titles = l.nowFound[i] ?? []
      out.push(`     now: ${titles.length ? titles.join(' | ') : 'nothing found'}`)
    })
    out.push('', 'Answers marked wrong, by reason')
    if (!l.wrongByReason.length) out.push(none)
    for (const { reason, answers } of l.wrongByReason) {
      out.push(`  ${REASON_LABELS[reason]}: ${answers.length}`)
      for (const a of answers.slice(0, QUESTIONS_PER_REASON))
        out.push(`    - "${a.question || '(question not recorded)'}"${a.note ? ` (note: ${a.note})` : ''}`)
    }
    out.push('', 'Pages most cited by answers marked wrong')
    if (!l.wrongPages.length) out.push(none)
    l.wrongPages.forEach((p, i) => out.push(`  ${i + 1}. ${p.url}: ${p.count}`))
    out.push('', 'Questions answered without sources')
    if (!l.unsourced.length) out.push(none)
    l.unsourced.forEach((q, i) => out.push(`  ${i + 1}. "${q.question}": ${q.count}`))
    out.push('', 'Suggestions (words readers typed that the page they found after rephrasing lacks)')
    if (!l.suggestions.length) out.push(none)
    for (const s of l.suggestions) {
      const why = `"${s.from.failed}" failed, then "${s.from.clicked}" found ${s.from.url} (${s.from.count}×)`
      if (s.kind === 'colloquial')
        out.push(`  - colloquial rule for docs/search-colloquial.json: ${JSON.stringify(s.rule)}`, `    ${why}`)
      else
        out.push(
          `  - page keyword: add "${s.keyword}" to the keywords of ${s.source} (it lacks ${s.missing.map((w) => `"${w}"`).join(', ')})`,
          `    ${why}`,
        )
    }
  }
  return out.join('\n') + '\n'
}
