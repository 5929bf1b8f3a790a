/**
 * The plan of `npm run search:sync`, without a server: what the build wants (its records, names,
 * models), what the cluster has (read by sync-read.ts), and what lies between — the full sync's
 * steps, and the findings of `--check` (what would make the assistant fail) with what `--repair`
 * can recreate. Pure functions: the unit tests give them states, not servers.
 */
import { CONVERSATION_HISTORY_COLLECTION, type ChatModelConfig } from './models'
import { historySchemaProblem, missingSearchFields, type BuildSearchNames } from './cluster-check'
import type { HelloResult } from './model-gateway'
import { SYNONYM_SETS_MAJOR, synonymSetName } from './synonym-sync'
import { plural } from './sync-types'

/**
 * The oldest Typesense the assistant works with: `conversation_stream` is read from v29.0 on, and
 * before it `openai_url`/`openai_path` on a conversation model are ignored (the openai provider
 * always calls api.openai.com). See shared reference typesense.md, "Real-server behaviours".
 */
export const MIN_TYPESENSE_MAJOR = 29

/** The major version of a Typesense version string ("29.0", "v30.1", "0.25.2"); null when unreadable. */
export function typesenseMajor(version: unknown): number | null {
  const m = /^v?(\d+)\.(\d+)/.exec(typeof version === 'string' ? version.trim() : '')
  return m ? Number(m[1]) : null
}

/** The steps of a full sync, in order (each prints `step n/11 <name>: …`). */
export const fullSyncSteps = (docsAlias: string, faqAlias: string) =>
  [
    'server',
    'model gateway',
    'history collection',
    'models on the cluster',
    `${docsAlias} import`,
    `${faqAlias} import`,
    'models',
    'aliases',
    'final check',
    'old collections',
    'search-only key',
  ] as const

/** What the build (and the environment) wants on the cluster. */
export interface SyncWants {
  docsAlias: string
  faqAlias: string
  models: ChatModelConfig[]
  /** The records of every locale; empty with --synonyms-only. */
  records: Record<string, unknown>[]
  faq: Record<string, unknown>[]
  rulesCount: number
  /** The synonyms file as the plan names it, and whether it exists. */
  synonymsFile: string
  noSynonymsFile: boolean
  /** The names the site build searches under, when they differ from the aliases written. */
  manifest?: { docsCollection: string; faqCollection: string } | null
}

/** The lines a full sync (or --synonyms-only) prints before it changes anything. */
export function describeSync(w: SyncWants, synonymsOnly: boolean): string[] {
  const synonyms = `  synonyms: ${plural(w.rulesCount, 'rule')} from ${w.synonymsFile}${w.noSynonymsFile ? ' (no such file: none)' : ''} for ${synonymsOnly ? 'the live collections of ' : ''}${w.docsAlias} and ${w.faqAlias}, rules not in the file removed (v${MIN_TYPESENSE_MAJOR}: on each collection; v${SYNONYM_SETS_MAJOR}+: in the synonym sets ${synonymSetName(w.docsAlias)} and ${synonymSetName(w.faqAlias)})`
  if (synonymsOnly) return [synonyms]
  const perLocale = [...new Set(w.records.map((r) => String(r.language)))]
    .map((l) => `${w.records.filter((r) => r.language === l).length} ${l}`)
    .join(', ')
  const lines = [
    `  checks first: the model gateway from here (the "hello" Typesense makes), then from the cluster (a probe model per mode, deleted)`,
    `  ${CONVERSATION_HISTORY_COLLECTION}: ensure the conversation-history collection (its schema checked as the server does)`,
    `  ${w.docsAlias}: fresh collection, import ${w.records.length} records (${perLocale}) in batches of 100`,
    `  ${w.faqAlias}: fresh collection, import ${w.faq.length} FAQ pairs`,
    synonyms,
    ...w.models.map(
      (m) =>
        `  model ${m.id}: create or update (${m.modelName}, ${m.openaiUrl}${m.openaiPath}, max_bytes ${m.maxBytes})`,
    ),
    `  then: swap the aliases, check every name the build searches under, drop the old collections`,
    `  key: a search-only key for ${w.docsAlias} and ${w.faqAlias}`,
    `  any failure before the old collections are dropped undoes what the sync changed`,
  ]
  const m = w.manifest
  if (m && (m.docsCollection !== w.docsAlias || m.faqCollection !== w.faqAlias))
    lines.push(
      `  note: the build searches ${m.docsCollection} and ${m.faqCollection}, this sync writes ${w.docsAlias} and ${w.faqAlias}: the final check will refuse unless the build's exist`,
    )
  return lines
}

/** One name the build searches under, as the cluster holds it. */
export interface SearchedName {
  name: string
  kind: 'docs' | 'faq'
  /** The collection the alias names; null when no alias has this name. */
  alias: string | null
  /** The schema of the collection behind the name (the alias's target, or the name itself); null when none. */
  schema: Record<string, unknown> | null
}

/** What the cluster has, as far as the assistant depends on it. */
export interface ClusterState {
  /** The server's version (GET /debug); undefined when not read. */
  version?: unknown
  searched: SearchedName[]
  /** The history collection's schema; null when it does not exist. */
  history: Record<string, unknown> | null
  /** Each model the build asks for, as the server shows it; null when it does not exist. */
  models: { id: string; found: { history_collection?: unknown } | null }[]
  /** The "hello" to the model gateway from here; null when not tried. */
  gateway?: HelloResult | null
}

/** What `--repair` can do about a finding. */
export type Repair = { kind: 'history' } | { kind: 'model'; id: string }

export interface Finding {
  what: string
  /** The assistant (or the search) fails while this stays. */
  breaks: boolean
  repair?: Repair
}

function searchedFindings(s: SearchedName, names: BuildSearchNames): Finding[] {
  if (!s.schema) {
    const what =
      s.alias !== null
        ? `alias \`${s.name}\` points to \`${s.alias}\`, which does not exist: every ${s.kind} search and every question fails (run a full sync)`
        : `the build searches ${s.kind} collection \`${s.name}\`, which does not exist (no alias, no collection)`
    return [{ what, breaks: true }]
  }
  const missing = missingSearchFields(s.schema, names, s.kind)
  return missing.length
    ? [{ what: `\`${s.name}\` (${s.alias ?? s.name}) lacks ${missing.join(', ')}`, breaks: true }]
    : []
}

/**
 * The findings of `--check` (and of the full sync's final check): everything that would make the
 * assistant fail, in the order the server meets them, each with its repair when `--repair` has one.
 */
export function planFindings(names: BuildSearchNames, has: ClusterState): Finding[] {
  const out: Finding[] = []
  if (has.version !== undefined) {
    const major = typesenseMajor(has.version)
    if (major !== null && major < MIN_TYPESENSE_MAJOR)
      out.push({ what: `Typesense ${String(has.version)} is older than v${MIN_TYPESENSE_MAJOR}.0`, breaks: true })
  }
  for (const s of has.searched) out.push(...searchedFindings(s, names))
  // A missing history collection crashes a node on the next question (src/conversation_manager.cpp).
  if (!has.history)
    out.push({
      what: `${CONVERSATION_HISTORY_COLLECTION}: it does not exist (a node crashes on the next question; at its next restart it drops every model)`,
      breaks: true,
      repair: { kind: 'history' },
    })
  else {
    const problem = historySchemaProblem(has.history)
    if (problem) out.push({ what: `${CONVERSATION_HISTORY_COLLECTION}: ${problem}`, breaks: true })
  }
  for (const { id, found } of has.models) {
    if (!found)
      out.push({
        what: `the build asks model \`${id}\`, which does not exist (every question in its mode gets 400 "\`conversation_model_id\` is invalid."; a node drops models that fail validation at a restart)`,
        breaks: true,
        repair: { kind: 'model', id },
      })
    else if (found.history_collection !== CONVERSATION_HISTORY_COLLECTION)
      out.push({
        what: `model ${id} keeps its history in ${String(found.history_collection)}, not ${CONVERSATION_HISTORY_COLLECTION}`,
        breaks: true,
        repair: { kind: 'model', id },
      })
  }
  if (has.gateway && !has.gateway.ok)
    out.push({
      what: `the models would fail validation at a node's next restart, and answers fail now: the gateway did not answer the "hello" (${has.gateway.detail})`,
      breaks: true,
    })
  return out
}

/** What `--repair` does, in order: the history collection before the models that name it. */
export function repairSteps(findings: Finding[]): Repair[] {
  const repairs = findings.flatMap((f) => (f.repair ? [f.repair] : []))
  return [...repairs.filter((r) => r.kind === 'history'), ...repairs.filter((r) => r.kind === 'model')]
}
