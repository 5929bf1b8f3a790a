/**
 * `npm run search:sync`: pushes the built records and FAQ pairs to Typesense without downtime
 * (fresh collection → import → alias swap → drop the old one) with the readers' synonyms, ensures
 * the conversation history collection and the three conversation models, and creates a
 * search-only key. `--synonyms-only` updates just the synonyms of the live collections.
 * Reads TYPESENSE_ADMIN_KEY: the only place the admin key is used.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { faqFileName, MODEL_ENV, perChatMode, recordsFileName, TYPESENSE_DEFAULTS } from '../contracts'
import { parseNodeUrl } from '../contracts/search-config'
import type { SynonymRule } from '../search-core/synonyms'
import { adminApi, HttpError, isNotFound, type Api, type Fetch } from './admin-api'
import { BUILD_MANIFEST_FILE, readBuildManifest } from './build-manifest'
import { collectionBehind, historySchemaProblem, missingSearchFields, type BuildSearchNames } from './cluster-check'
import { sayHello, type HelloResult, type HelloTarget } from './model-gateway'
import { chatModels, CONVERSATION_HISTORY_COLLECTION, toTypesenseModel } from './models'
import { docsSchema, faqSchema, historySchema, toDocsDocument } from './schemas'
import {
  hasSynonymSets,
  migratedSetName,
  schemaLocale,
  SYNONYM_SETS_MAJOR,
  synonymSetName,
  writeCollectionSynonyms,
  writeSynonymSet,
  type TypesenseSynonym,
} from './synonym-sync'
import { readVocabulary, SYNONYMS_FILE } from './synonyms-file'

export const IMPORT_BATCH_SIZE = 100
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
export const SEARCH_KEY_DESCRIPTION = 'Docs search-only key (docs + FAQ)'
/** The id of a model the sync creates only to let the cluster validate it, then deletes: `<id>--sync-probe-<stamp>`. */
export const PROBE_SUFFIX = '--sync-probe-'

/**
 * Why the server refused a model, with what to look at. Its words come from
 * src/conversation_model.cpp (validate_model): "Collection not found" and "Schema is missing …" are
 * the history collection; "OpenAI API error: <gateway's message>" the gateway's answer to the
 * cluster's "hello", empty when the cluster got no answer at all (no egress, DNS, or an http://
 * gateway that does not speak h2c); "OpenAI API timeout." two 60 s tries without an answer.
 */
function modelRefusal(e: unknown): string {
  const said = e instanceof HttpError ? e.message : String((e as Error)?.message ?? e)
  if (/OpenAI API error: ?$/.test(said))
    return `${said.trimEnd()} — the cluster got no answer from the gateway: check the nodes' egress to CONVERSATION_LLM_URL (DNS, firewall, proxy) and, for an http:// URL, that the gateway speaks HTTP/2 without TLS (h2c)`
  if (/OpenAI API error:/.test(said)) return `${said} — the gateway refused the cluster's "hello"`
  if (/OpenAI API timeout/.test(said)) return `${said} — the gateway did not answer the cluster within 2 × 60 s`
  return said
}

/** The final check: every name the build searches under, on the cluster now. */
async function finalProblems(api: Api, names: BuildSearchNames): Promise<string[]> {
  const problems: string[] = []
  for (const [name, kind] of [
    [names.docsCollection, 'docs'],
    [names.faqCollection, 'faq'],
  ] as const) {
    const found = await collectionBehind(api, name)
    if (!found) {
      problems.push(`the build searches ${kind} collection \`${name}\`, which does not exist (no alias, no collection)`)
      continue
    }
    const missing = missingSearchFields(found.schema, names, kind)
    if (missing.length) problems.push(`\`${name}\` (${found.collection}) lacks ${missing.join(', ')}`)
  }
  const history = await collectionBehind(api, CONVERSATION_HISTORY_COLLECTION)
  const historyProblem = history ? historySchemaProblem(history.schema) : 'it does not exist'
  if (historyProblem) problems.push(`${CONVERSATION_HISTORY_COLLECTION}: ${historyProblem}`)
  for (const id of names.conversationModels) {
    try {
      const m = (await api.get(`/conversations/models/${encodeURIComponent(id)}`)) as { history_collection?: unknown }
      if (m.history_collection !== CONVERSATION_HISTORY_COLLECTION)
        problems.push(
          `model ${id} keeps its history in ${String(m.history_collection)}, not ${CONVERSATION_HISTORY_COLLECTION}`,
        )
    } catch (e) {
      if (!isNotFound(e)) throw e
      problems.push(`the build asks model \`${id}\`, which does not exist`)
    }
  }
  return problems
}

type Env = Record<string, string | undefined>

export interface SyncOptions {
  argv: string[]
  env: Env
  cwd: string
  log: (line: string) => void
  error: (line: string) => void
  fetch?: Fetch
  now?: () => number
  /** The gateway check (tests replace it; by default a real call, src/indexer/model-gateway.ts). */
  sayHello?: (target: HelloTarget) => Promise<HelloResult>
}

async function readJsonl(file: string): Promise<Record<string, unknown>[] | null> {
  const text = await fs.readFile(file, 'utf8').catch(() => null)
  if (text === null) return null
  return text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l))
}

const aliasTarget = async (api: Api, alias: string): Promise<string | null> => {
  try {
    return ((await api.get(`/aliases/${encodeURIComponent(alias)}`)) as { collection_name: string }).collection_name
  } catch (e) {
    if (isNotFound(e)) return null
    throw e
  }
}

/** How the server keeps synonyms: per collection (v29) or in synonym sets (v30 on). */
interface Synonyms {
  rules: SynonymRule[]
  sets: boolean
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/** An undo step of the sync: what it restores, and how. Run newest first when a later step fails. */
interface Undo {
  what: string
  run: () => Promise<unknown>
}

/** One alias's fresh collection, before its alias moves. */
interface Prepared {
  alias: string
  name: string
  previous: string | null
}

/**
 * v30: the alias's synonym set as it is now (null when there is none), so that a failure later in
 * the sync can put it back: the live collection names the same set and sees every change at once.
 */
async function snapshotSynonymSet(api: Api, set: string): Promise<TypesenseSynonym[] | null> {
  try {
    return ((await api.get(`/synonym_sets/${encodeURIComponent(set)}/items`)) as TypesenseSynonym[] | null) ?? []
  } catch (e) {
    if (isNotFound(e)) return null
    throw e
  }
}

async function restoreSynonymSet(api: Api, set: string, items: TypesenseSynonym[] | null): Promise<void> {
  const base = `/synonym_sets/${encodeURIComponent(set)}`
  if (items === null) {
    await api.del(base)
    return
  }
  const keep = new Set(items.map((i) => i.id))
  const now = ((await api.get(`${base}/items`)) as { id: string }[] | null) ?? []
  for (const extra of now.filter((i) => !keep.has(i.id))) await api.del(`${base}/items/${encodeURIComponent(extra.id)}`)
  await api.put(base, { items })
}

/**
 * A fresh collection with the documents and synonyms; the alias does not move yet (that waits for
 * every other step). On v30 the alias's synonym set is written first (a collection can only name a
 * set that exists), after a snapshot that the undo puts back. False when documents failed to import
 * (the fresh collection dropped).
 */
async function prepareCollection(
  api: Api,
  alias: string,
  schema: (name: string) => Record<string, unknown>,
  docs: Record<string, unknown>[],
  synonyms: Synonyms,
  stamp: number,
  undo: Undo[],
  o: SyncOptions,
): Promise<Prepared | null> {
  const name = `${alias}_${stamp}`
  const previous = await aliasTarget(api, alias)
  const body = schema(name)
  const locale = schemaLocale(body)
  if (synonyms.sets) {
    const set = synonymSetName(alias)
    const before = await snapshotSynonymSet(api, set)
    undo.push({ what: `synonym set ${set}`, run: () => restoreSynonymSet(api, set, before) })
    const w = await writeSynonymSet(api, set, synonyms.rules, locale)
    o.log(`${alias}: synonym set ${set}: ${plural(w.written, 'rule')} written, ${w.removed} removed`)
    body.synonym_sets = [set]
  }
  await api.post('/collections', body)
  undo.push({ what: `collection ${name} (dropped)`, run: () => api.del(`/collections/${encodeURIComponent(name)}`) })
  if (!(await importInto(api, alias, name, previous, docs, o))) return null
  if (!synonyms.sets) {
    const w = await writeCollectionSynonyms(api, name, synonyms.rules, locale)
    o.log(`${alias}: ${plural(w.written, 'synonym rule')} written to ${name}, ${w.removed} removed`)
  }
  return { alias, name, previous }
}

/** The alias onto its fresh collection; the undo moves it back (or removes an alias that was new). */
async function moveAlias(api: Api, p: Prepared, undo: Undo[], o: SyncOptions): Promise<void> {
  const path = `/aliases/${encodeURIComponent(p.alias)}`
  await api.put(path, { collection_name: p.name })
  undo.push({
    what: `alias ${p.alias} (back to ${p.previous ?? 'none'})`,
    run: () => (p.previous ? api.put(path, { collection_name: p.previous }) : api.del(path)),
  })
  o.log(`${p.alias}: alias → ${p.name}`)
}

/** The old collection behind a moved alias, once the final check passed; and on v30 the set its upgrade left. */
async function dropPrevious(api: Api, p: Prepared, synonyms: Synonyms, o: SyncOptions): Promise<void> {
  const previous = p.previous
  if (!previous || previous === p.name) return
  await api.del(`/collections/${previous}`)
  o.log(`${p.alias}: dropped ${previous}`)
  // The set an upgrade from v29 made of the old collection's synonyms: nothing else uses it.
  if (synonyms.sets) {
    await api.del(`/synonym_sets/${encodeURIComponent(migratedSetName(previous))}`).then(
      () => o.log(`${p.alias}: dropped synonym set ${migratedSetName(previous)} (left by the upgrade from v29)`),
      (e: unknown) => {
        if (!isNotFound(e)) throw e
      },
    )
  }
}

/** The batched import into a fresh collection; false (the fresh collection dropped) when any document failed. */
async function importInto(
  api: Api,
  alias: string,
  name: string,
  previous: string | null,
  docs: Record<string, unknown>[],
  o: SyncOptions,
): Promise<boolean> {
  let failed = 0
  const errors: string[] = []
  for (let i = 0; i < docs.length; i += IMPORT_BATCH_SIZE) {
    const batch = docs.slice(i, i + IMPORT_BATCH_SIZE)
    const out = await api.importJsonl(
      `/collections/${name}/documents/import?action=upsert`,
      batch.map((d) => JSON.stringify(d)).join('\n'),
    )
    out
      .split('\n')
      .filter(Boolean)
      .forEach((line, j) => {
        const r = JSON.parse(line) as { success: boolean; error?: string }
        if (!r.success) {
          failed++
          if (errors.length < 3) errors.push(`${String(batch[j]?.id ?? '?')}: ${r.error ?? 'unknown error'}`)
        }
      })
    o.log(
      `${alias}: imported ${Math.min(i + IMPORT_BATCH_SIZE, docs.length)}/${docs.length}${failed ? ` (${failed} failed)` : ''}`,
    )
  }
  if (failed > 0) {
    o.error(
      `${alias}: ${failed} of ${docs.length} documents failed to import; the alias stays on ${previous ?? '(none)'}`,
    )
    for (const e of errors) o.error(`  ${e}`)
    return false
  }
  return true
}

/** `--synonyms-only`: the synonyms of the collections behind the aliases, in place (no import). */
async function syncSynonymsOnly(api: Api, aliases: string[], synonyms: Synonyms, o: SyncOptions): Promise<number> {
  let done = 0
  for (const alias of aliases) {
    const target = await aliasTarget(api, alias)
    if (!target) {
      o.log(`${alias}: no collection behind the alias; skipped`)
      continue
    }
    const summary = (await api.get(`/collections/${encodeURIComponent(target)}`)) as Record<string, unknown>
    const locale = schemaLocale(summary)
    if (synonyms.sets) {
      const set = synonymSetName(alias)
      const w = await writeSynonymSet(api, set, synonyms.rules, locale)
      o.log(`${alias}: synonym set ${set}: ${plural(w.written, 'rule')} written, ${w.removed} removed`)
      const attached = Array.isArray(summary.synonym_sets) ? (summary.synonym_sets as string[]) : []
      if (!attached.includes(set)) {
        // By the collection's own name: the server reads the collection's metadata by the name given.
        await api.patch(`/collections/${encodeURIComponent(target)}`, { synonym_sets: [...attached, set] })
        o.log(`${alias}: ${target} now uses ${set}`)
      }
    } else {
      const w = await writeCollectionSynonyms(api, target, synonyms.rules, locale)
      o.log(`${alias}: ${plural(w.written, 'synonym rule')} written to ${target}, ${w.removed} removed`)
    }
    done++
  }
  if (done === 0) {
    o.error(
      `No collection behind ${aliases.join(' or ')}: run a full \`npm run search:sync\` first. Nothing was changed.`,
    )
    return 1
  }
  o.log('synonyms synced')
  return 0
}

export async function runSync(o: SyncOptions): Promise<number> {
  const dryRun = o.argv.includes('--dry-run')
  const distArg = o.argv.find((a) => a.startsWith('--dist='))
  const dist = path.resolve(o.cwd, distArg ? distArg.slice('--dist='.length) : '.vitepress/dist')
  const newKey = o.argv.includes('--new-key')
  const synonymsOnly = o.argv.includes('--synonyms-only')
  const synonymsArg = o.argv.find((a) => a.startsWith('--synonyms='))
  const synonymsFile = path.resolve(
    o.cwd,
    synonymsArg ? synonymsArg.slice('--synonyms='.length) : path.join('docs', SYNONYMS_FILE),
  )

  const adminKey = o.env.TYPESENSE_ADMIN_KEY?.trim()
  if (!adminKey) {
    o.error('TYPESENSE_ADMIN_KEY is not set')
    return 2
  }
  const nodes = (o.env.TYPESENSE_NODES ?? '')
    .split(',')
    .map((s) => parseNodeUrl(s.trim()))
    .filter((n) => n !== null)
  if (nodes.length === 0) {
    o.error('TYPESENSE_NODES is not set (comma-separated node URLs, e.g. https://ts1.example.com:443)')
    return 2
  }
  const llmKey = o.env.CONVERSATION_LLM_API_KEY?.trim() ?? ''
  if (!llmKey && !synonymsOnly) {
    o.error('CONVERSATION_LLM_API_KEY is not set (the model API key the conversation models call)')
    return 2
  }

  // The same files the build gave the embedded engine (the synonyms and the colloquial table beside
  // them); a bad rule stops here, before any change.
  let rules: SynonymRule[]
  let noSynonymsFile = false
  try {
    const read = await readVocabulary(synonymsFile)
    if (read === null && synonymsArg) {
      o.error(`${synonymsFile} does not exist. Nothing was changed.`)
      return 2
    }
    noSynonymsFile = read === null
    rules = read ?? []
  } catch (e) {
    o.error(`${(e as Error).message}. Nothing was changed.`)
    return 2
  }

  // Every locale's records in one docs collection (each carries its `language`; the site filters by
  // the reader's): the Chinese records are required, the English ones join when the build made them.
  const zhRecords = synonymsOnly ? [] : await readJsonl(path.join(dist, recordsFileName('zh')))
  const records =
    zhRecords && zhRecords.length
      ? [...zhRecords, ...((await readJsonl(path.join(dist, recordsFileName('en')))) ?? [])]
      : zhRecords
  const faq = synonymsOnly ? [] : ((await readJsonl(path.join(dist, faqFileName('zh')))) ?? [])
  if (!synonymsOnly && (!records || records.length === 0)) {
    o.error(
      `No records in ${path.join(dist, recordsFileName('zh'))}: run \`npm run build\` first. Nothing was changed.`,
    )
    return 1
  }

  const docsAlias = o.env.TYPESENSE_DOCS_COLLECTION || TYPESENSE_DEFAULTS.docsCollection
  const faqAlias = o.env.TYPESENSE_FAQ_COLLECTION || TYPESENSE_DEFAULTS.faqCollection
  const models = chatModels({
    ids: perChatMode((mode) => o.env[MODEL_ENV[mode]] || TYPESENSE_DEFAULTS.conversationModels[mode]),
    openaiUrl: (o.env.CONVERSATION_LLM_URL || 'https://api.example.com').replace(/\/+$/, ''),
    promptLanguage: o.env.CONVERSATION_PROMPT_LANGUAGE === 'zh' ? 'zh' : 'en',
  })

  // What a build made with this environment searches under (the final check's names without a manifest).
  const envNames: BuildSearchNames = {
    docsCollection: docsAlias,
    faqCollection: faqAlias,
    embeddingField:
      o.env.TYPESENSE_EMBEDDING_FIELD === undefined
        ? TYPESENSE_DEFAULTS.embeddingField
        : o.env.TYPESENSE_EMBEDDING_FIELD,
    languageField:
      o.env.TYPESENSE_LANGUAGE_FIELD === undefined ? TYPESENSE_DEFAULTS.languageField : o.env.TYPESENSE_LANGUAGE_FIELD,
    conversationModels: models.map((m) => m.id),
  }
  const node = nodes[0]!
  const baseUrl = `${node.protocol}://${node.host}:${node.port}${node.path}`
  o.log(`plan (${dryRun ? 'dry run: nothing will change' : 'applying'}) on ${baseUrl}:`)
  const synonymsPlan = `  synonyms: ${plural(rules.length, 'rule')} from ${path.relative(o.cwd, synonymsFile) || synonymsFile}${noSynonymsFile ? ' (no such file: none)' : ''} for ${synonymsOnly ? 'the live collections of ' : ''}${docsAlias} and ${faqAlias}, rules not in the file removed (v${MIN_TYPESENSE_MAJOR}: on each collection; v${SYNONYM_SETS_MAJOR}+: in the synonym sets ${synonymSetName(docsAlias)} and ${synonymSetName(faqAlias)})`
  if (synonymsOnly) {
    o.log(synonymsPlan)
  } else {
    const perLocale = [...new Set(records!.map((r) => String(r.language)))]
      .map((l) => `${records!.filter((r) => r.language === l).length} ${l}`)
      .join(', ')
    o.log(
      `  checks first: the model gateway from here (the "hello" Typesense makes), then from the cluster (a probe model per mode, deleted)`,
    )
    o.log(
      `  ${CONVERSATION_HISTORY_COLLECTION}: ensure the conversation-history collection (its schema checked as the server does)`,
    )
    o.log(
      `  ${docsAlias}: fresh collection, import ${records!.length} records (${perLocale}) in batches of ${IMPORT_BATCH_SIZE}`,
    )
    o.log(`  ${faqAlias}: fresh collection, import ${faq.length} FAQ pairs`)
    o.log(synonymsPlan)
    for (const m of models)
      o.log(
        `  model ${m.id}: create or update (${m.modelName}, ${m.openaiUrl}${m.openaiPath}, max_bytes ${m.maxBytes})`,
      )
    o.log(`  then: swap the aliases, check every name the build searches under, drop the old collections`)
    o.log(`  key: a search-only key for ${docsAlias} and ${faqAlias}`)
    o.log(`  any failure before the old collections are dropped undoes what the sync changed`)
    const manifest = await readBuildManifest(dist).catch(() => undefined)
    if (manifest && (manifest.docsCollection !== docsAlias || manifest.faqCollection !== faqAlias))
      o.log(
        `  note: the build searches ${manifest.docsCollection} and ${manifest.faqCollection}, this sync writes ${docsAlias} and ${faqAlias}: the final check will refuse unless the build's exist`,
      )
  }
  if (dryRun) return 0

  const api = adminApi(baseUrl, adminKey, o.fetch ?? fetch)
  const stamp = (o.now ?? Date.now)()
  const docsRecords = records ?? []
  const undo: Undo[] = []
  const steps = [
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
  let current = 0
  let synonyms: Synonyms = { rules, sets: false }
  let docsPrepared: Prepared | null = null
  let faqPrepared: Prepared | null = null
  /** One line per step: its number, its name, what it found or did. */
  const done = (detail: string) => o.log(`step ${current + 1}/${steps.length} ${steps[current]}: ${detail}`)
  const next = () => current++
  const fail = (message: string): never => {
    throw new Error(message)
  }
  try {
    // GET /debug answers {state, version} (src/core_api.cpp get_debug) and needs the admin key.
    const version = ((await api.get('/debug')) as { version?: unknown } | null)?.version
    const major = typesenseMajor(version)
    if (major === null) {
      o.log(
        `server version ${JSON.stringify(version ?? null)} is not a release number; assuming v${MIN_TYPESENSE_MAJOR} or later`,
      )
    } else if (major < MIN_TYPESENSE_MAJOR) {
      o.error(
        `Typesense ${String(version)} is too old: the assistant needs v${MIN_TYPESENSE_MAJOR}.0 or later (streamed answers and the model's openai_url arrived in v${MIN_TYPESENSE_MAJOR}). Upgrade the cluster; nothing was changed.`,
      )
      return 2
    } else {
      o.log(`server version ${String(version)}`)
    }
    synonyms = { rules, sets: major !== null ? major >= SYNONYM_SETS_MAJOR : await hasSynonymSets(api) }
    if (synonymsOnly) return await syncSynonymsOnly(api, [docsAlias, faqAlias], synonyms, o)
    done(`Typesense ${String(version)}`)

    // Before anything changes: the gateway as Typesense will call it, from here.
    next()
    const [first] = models
    if (!first) return fail('no conversation models to check')
    const hello = await (o.sayHello ?? sayHello)({
      url: first.openaiUrl,
      path: first.openaiPath,
      apiKey: llmKey,
      modelName: first.modelName,
    })
    if (!hello.ok) fail(hello.detail)
    done(hello.detail)

    // The history collection every model names: the server refuses a model without it.
    next()
    const history = await collectionBehind(api, CONVERSATION_HISTORY_COLLECTION)
    if (history) {
      const problem = historySchemaProblem(history.schema)
      if (problem)
        fail(
          `${CONVERSATION_HISTORY_COLLECTION} exists but Typesense would refuse it as conversation history (${problem}); fix or drop it (it holds the readers' conversations)`,
        )
      done(`${CONVERSATION_HISTORY_COLLECTION} exists with the schema the models need`)
    } else {
      await api.post('/collections', historySchema(CONVERSATION_HISTORY_COLLECTION))
      undo.push({
        what: `collection ${CONVERSATION_HISTORY_COLLECTION} (dropped)`,
        run: () => api.del(`/collections/${CONVERSATION_HISTORY_COLLECTION}`),
      })
      done(`${CONVERSATION_HISTORY_COLLECTION} created`)
    }

    // The server validates a model live (src/conversation_model.cpp): history collection, then a
    // blocking "hello" from the cluster to the gateway. A probe model of each, deleted at once, finds
    // a cluster without egress (or an http:// gateway without h2c) before any alias moves.
    next()
    for (const m of models) {
      const probe = `/conversations/models/${encodeURIComponent(`${m.id}${PROBE_SUFFIX}${stamp}`)}`
      try {
        await api.post(
          '/conversations/models',
          toTypesenseModel({ ...m, id: `${m.id}${PROBE_SUFFIX}${stamp}` }, llmKey),
        )
      } catch (e) {
        fail(`${m.id}: ${modelRefusal(e)}`)
      }
      const removeProbe: Undo = { what: `probe model of ${m.id} (deleted)`, run: () => api.del(probe) }
      undo.push(removeProbe)
      await api.del(probe)
      undo.splice(undo.indexOf(removeProbe), 1)
    }
    done(`the cluster reached the gateway for ${models.map((m) => m.id).join(', ')} (probe models, deleted)`)

    next()
    docsPrepared = await prepareCollection(
      api,
      docsAlias,
      docsSchema,
      docsRecords.map(toDocsDocument),
      synonyms,
      stamp,
      undo,
      o,
    )
    if (!docsPrepared) return fail(`documents failed to import into ${docsAlias}_${stamp}`)
    done(`${docsAlias}_${stamp} holds ${docsRecords.length} records`)

    next()
    if (faq.length) {
      faqPrepared = await prepareCollection(api, faqAlias, faqSchema, faq, synonyms, stamp, undo, o)
      if (!faqPrepared) fail(`documents failed to import into ${faqAlias}_${stamp}`)
      done(`${faqAlias}_${stamp} holds ${faq.length} FAQ pairs`)
    } else done(`no FAQ pairs in the build; ${faqAlias} left as it is`)

    next()
    for (const m of models) {
      const body = toTypesenseModel(m, llmKey)
      const at = `/conversations/models/${encodeURIComponent(m.id)}`
      let before: Record<string, unknown> | null = null
      try {
        before = (await api.get(at)) as Record<string, unknown>
      } catch (e) {
        if (!isNotFound(e)) throw e
      }
      try {
        if (before) {
          await api.put(at, body)
          // The server shows the key masked: the undo restores everything else (the new key stays).
          const { api_key: _masked, ...restorable } = before
          undo.push({ what: `model ${m.id} (its previous settings)`, run: () => api.put(at, restorable) })
          o.log(`model ${m.id}: updated`)
        } else {
          await api.post('/conversations/models', body)
          undo.push({ what: `model ${m.id} (deleted)`, run: () => api.del(at) })
          o.log(`model ${m.id}: created`)
        }
      } catch (e) {
        fail(`${m.id}: ${modelRefusal(e)}`)
      }
    }
    done(`${models.length} conversation models on ${CONVERSATION_HISTORY_COLLECTION}`)

    next()
    await moveAlias(api, docsPrepared, undo, o)
    if (faqPrepared) await moveAlias(api, faqPrepared, undo, o)
    done(`${docsAlias} → ${docsPrepared.name}${faqPrepared ? `, ${faqAlias} → ${faqPrepared.name}` : ''}`)

    // Everything the site build searches under must now exist: a missing docs collection while
    // the FAQ exists crashes the node on every question (src/core_api.cpp, do_multi_search).
    next()
    const manifest = await readBuildManifest(dist)
    const names = manifest ?? envNames
    const where = path.relative(o.cwd, dist) || dist
    const whose = manifest
      ? `the build in ${where}`
      : manifest === null
        ? `the names in the environment (the build in ${where} has no Typesense settings)`
        : `the names in the environment (no ${BUILD_MANIFEST_FILE} in ${where})`
    const problems = await finalProblems(api, names)
    if (problems.length) fail(problems.join('; '))
    done(
      `${whose}: ${names.docsCollection}, ${names.faqCollection}, ${CONVERSATION_HISTORY_COLLECTION} and ${names.conversationModels.join(', ')} exist with the fields the site uses`,
    )
    undo.length = 0
  } catch (e) {
    // --synonyms-only has no steps: its failure is said as it is.
    o.error(
      synonymsOnly
        ? `sync failed: ${(e as Error).message}`
        : `step ${current + 1}/${steps.length} ${steps[current]} failed: ${(e as Error).message}`,
    )
    if (undo.length === 0) o.error('nothing was changed on the cluster')
    else {
      const left: string[] = []
      for (const u of undo.reverse()) {
        await u.run().then(
          () => o.error(`  undone: ${u.what}`),
          (err: unknown) => left.push(`${u.what}: ${(err as Error).message}`),
        )
      }
      if (left.length) {
        o.error('could not undo everything; check these by hand:')
        for (const l of left) o.error(`  ${l}`)
      } else o.error('the cluster is as it was before the sync')
    }
    return 1
  }

  // Past the final check nothing is undone: the site works on the new collections.
  try {
    next()
    const moved = [docsPrepared, faqPrepared].filter((p): p is Prepared => p !== null)
    for (const p of moved) await dropPrevious(api, p, synonyms, o)
    done(moved.some((p) => p.previous && p.previous !== p.name) ? 'dropped' : 'none to drop')
    next()
    const existing =
      (
        (await api.get('/keys').catch(() => ({ keys: [] }))) as {
          keys?: { description?: string; value_prefix?: string }[]
        }
      ).keys ?? []
    const ours = existing.find((k) => k.description === SEARCH_KEY_DESCRIPTION)
    if (ours && !newKey) {
      o.log(`key: a search-only key exists (prefix ${ours.value_prefix ?? '?'}); pass --new-key to create another`)
    } else {
      const key = (await api.post('/keys', {
        description: SEARCH_KEY_DESCRIPTION,
        actions: ['documents:search'],
        collections: [docsAlias, `${docsAlias}_.*`, faqAlias, `${faqAlias}_.*`],
      })) as { value: string }
      o.log(`key: created a search-only key; set TYPESENSE_SEARCH_KEY=${key.value}`)
    }
    done(ours && !newKey ? 'kept the existing key' : 'created')
    o.log('sync complete')
    return 0
  } catch (e) {
    o.error(
      `step ${current + 1}/${steps.length} ${steps[current]} failed: ${(e as Error).message} (the site already works on the new collections; re-run the sync to finish)`,
    )
    return 1
  }
}
