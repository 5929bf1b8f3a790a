/**
 * The full sync, executed: the steps of sync-plan.ts `fullSyncSteps` in order, each pushing the undo
 * of what it changed; a failure up to the final check undoes everything, newest first. Past the final
 * check nothing is undone: the site works on the new collections.
 */
import type { SynonymRule } from '../search-core/synonyms'
import { HttpError, isNotFound, type Api } from './admin-api'
import { collectionBehind, historySchemaProblem, type BuildSearchNames } from './cluster-check'
import { sayHello } from './model-gateway'
import { CONVERSATION_HISTORY_COLLECTION, toTypesenseModel, type ChatModelConfig } from './models'
import { docsSchema, faqSchema, historySchema, toDocsDocument } from './schemas'
import { hasSynonymSets, SYNONYM_SETS_MAJOR } from './synonym-sync'
import { dropPrevious, moveAlias, prepareCollection } from './sync-collections'
import { fullSyncSteps, MIN_TYPESENSE_MAJOR, planFindings, typesenseMajor, type SyncWants } from './sync-plan'
import { namesToCheck, readCluster, serverVersion } from './sync-read'
import type { Output, Prepared, Synonyms, SyncOptions, Undo } from './sync-types'

const SEARCH_KEY_DESCRIPTION = 'Docs search-only key (docs + FAQ)'
/** The id of a model the sync creates only to let the cluster validate it, then deletes: `<id>--sync-probe-<stamp>`. */
const PROBE_SUFFIX = '--sync-probe-'

/** A refusal that ends the sync with its own exit code and message, before anything changed. */
export class Refusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

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

/** The server's version, checked against the floor, and how it keeps synonyms. */
export async function checkServer(
  api: Api,
  o: Output,
  rules: SynonymRule[],
): Promise<{ version: unknown; synonyms: Synonyms }> {
  const version = await serverVersion(api)
  const major = typesenseMajor(version)
  if (major === null)
    o.log(
      `server version ${JSON.stringify(version ?? null)} is not a release number; assuming v${MIN_TYPESENSE_MAJOR} or later`,
    )
  else if (major < MIN_TYPESENSE_MAJOR)
    throw new Refusal(
      2,
      `Typesense ${String(version)} is too old: the assistant needs v${MIN_TYPESENSE_MAJOR}.0 or later (streamed answers and the model's openai_url arrived in v${MIN_TYPESENSE_MAJOR}). Upgrade the cluster; nothing was changed.`,
    )
  else o.log(`server version ${String(version)}`)
  return {
    version,
    synonyms: { rules, sets: major !== null ? major >= SYNONYM_SETS_MAJOR : await hasSynonymSets(api) },
  }
}

export interface ApplyInput {
  api: Api
  o: SyncOptions
  wants: SyncWants
  llmKey: string
  rules: SynonymRule[]
  dist: string
  /** What a build made with this environment searches under (the final check's names without a manifest). */
  envNames: BuildSearchNames
  newKey: boolean
}

interface Ctx extends ApplyInput {
  stamp: number
  undo: Undo[]
  synonyms: Synonyms
  docs: Prepared | null
  faq: Prepared | null
}

/** Recreates the history collection (the undo drops it). */
export async function createHistory(api: Api, undo: Undo[]): Promise<void> {
  await api.post('/collections', historySchema(CONVERSATION_HISTORY_COLLECTION))
  undo.push({
    what: `collection ${CONVERSATION_HISTORY_COLLECTION} (dropped)`,
    run: () => api.del(`/collections/${CONVERSATION_HISTORY_COLLECTION}`),
  })
}

/** Creates or updates one model; the undo deletes it or restores its settings (the new key stays). */
export async function putModel(api: Api, m: ChatModelConfig, llmKey: string, undo: Undo[], o: Output): Promise<void> {
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
      // The server shows the key masked: the undo restores everything else.
      const { api_key: _masked, ...restorable } = before
      undo.push({ what: `model ${m.id} (its previous settings)`, run: () => api.put(at, restorable) })
      o.log(`model ${m.id}: updated`)
    } else {
      await api.post('/conversations/models', body)
      undo.push({ what: `model ${m.id} (deleted)`, run: () => api.del(at) })
      o.log(`model ${m.id}: created`)
    }
  } catch (e) {
    throw new Error(`${m.id}: ${modelRefusal(e)}`)
  }
}

async function stepServer(c: Ctx): Promise<string> {
  const { version, synonyms } = await checkServer(c.api, c.o, c.rules)
  c.synonyms = synonyms
  return `Typesense ${String(version)}`
}

/** Before anything changes: the gateway as Typesense will call it, from here. */
async function stepGateway(c: Ctx): Promise<string> {
  const [first] = c.wants.models
  if (!first) throw new Error('no conversation models to check')
  const hello = await (c.o.sayHello ?? sayHello)({
    url: first.openaiUrl,
    path: first.openaiPath,
    apiKey: c.llmKey,
    modelName: first.modelName,
  })
  if (!hello.ok) throw new Error(hello.detail)
  return hello.detail
}

/** The history collection every model names: the server refuses a model without it. */
async function stepHistory(c: Ctx): Promise<string> {
  const found = await collectionBehind(c.api, CONVERSATION_HISTORY_COLLECTION)
  if (found) {
    const problem = historySchemaProblem(found.schema)
    if (problem)
      throw new Error(
        `${CONVERSATION_HISTORY_COLLECTION} exists but Typesense would refuse it as conversation history (${problem}); fix or drop it (it holds the readers' conversations)`,
      )
    return `${CONVERSATION_HISTORY_COLLECTION} exists with the schema the models need`
  }
  await createHistory(c.api, c.undo)
  return `${CONVERSATION_HISTORY_COLLECTION} created`
}

/**
 * The server validates a model live (src/conversation_model.cpp): history collection, then a
 * blocking "hello" from the cluster to the gateway. A probe model of each, deleted at once, finds a
 * cluster without egress (or an http:// gateway without h2c) before any alias moves.
 */
async function stepProbes(c: Ctx): Promise<string> {
  for (const m of c.wants.models) {
    const id = `${m.id}${PROBE_SUFFIX}${c.stamp}`
    const probe = `/conversations/models/${encodeURIComponent(id)}`
    try {
      await c.api.post('/conversations/models', toTypesenseModel({ ...m, id }, c.llmKey))
    } catch (e) {
      throw new Error(`${m.id}: ${modelRefusal(e)}`)
    }
    const removeProbe: Undo = { what: `probe model of ${m.id} (deleted)`, run: () => c.api.del(probe) }
    c.undo.push(removeProbe)
    await c.api.del(probe)
    c.undo.splice(c.undo.indexOf(removeProbe), 1)
  }
  return `the cluster reached the gateway for ${c.wants.models.map((m) => m.id).join(', ')} (probe models, deleted)`
}

async function stepDocs(c: Ctx): Promise<string> {
  const { docsAlias, records } = c.wants
  c.docs = await prepareCollection(
    c.api,
    docsAlias,
    docsSchema,
    records.map(toDocsDocument),
    c.synonyms,
    c.stamp,
    c.undo,
    c.o,
  )
  if (!c.docs) throw new Error(`documents failed to import into ${docsAlias}_${c.stamp}`)
  return `${docsAlias}_${c.stamp} holds ${records.length} records`
}

async function stepFaq(c: Ctx): Promise<string> {
  const { faqAlias, faq } = c.wants
  if (!faq.length) return `no FAQ pairs in the build; ${faqAlias} left as it is`
  c.faq = await prepareCollection(c.api, faqAlias, faqSchema, faq, c.synonyms, c.stamp, c.undo, c.o)
  if (!c.faq) throw new Error(`documents failed to import into ${faqAlias}_${c.stamp}`)
  return `${faqAlias}_${c.stamp} holds ${faq.length} FAQ pairs`
}

async function stepModels(c: Ctx): Promise<string> {
  for (const m of c.wants.models) await putModel(c.api, m, c.llmKey, c.undo, c.o)
  return `${c.wants.models.length} conversation models on ${CONVERSATION_HISTORY_COLLECTION}`
}

async function stepAliases(c: Ctx): Promise<string> {
  const docs = c.docs
  if (!docs) throw new Error(`no fresh ${c.wants.docsAlias} collection to move the alias to`)
  await moveAlias(c.api, docs, c.undo, c.o)
  if (c.faq) await moveAlias(c.api, c.faq, c.undo, c.o)
  return `${c.wants.docsAlias} → ${docs.name}${c.faq ? `, ${c.wants.faqAlias} → ${c.faq.name}` : ''}`
}

/**
 * Everything the site build searches under must now exist: a missing docs collection while the FAQ
 * exists crashes the node on every question (src/core_api.cpp, do_multi_search).
 */
async function stepFinalCheck(c: Ctx): Promise<string> {
  const { names, whose } = await namesToCheck(c.dist, c.o.cwd, c.envNames)
  const problems = planFindings(names, await readCluster(c.api, names)).filter((f) => f.breaks)
  if (problems.length) throw new Error(problems.map((f) => f.what).join('; '))
  return `${whose}: ${names.docsCollection}, ${names.faqCollection}, ${CONVERSATION_HISTORY_COLLECTION} and ${names.conversationModels.join(', ')} exist with the fields the site uses`
}

async function stepDropOld(c: Ctx): Promise<string> {
  const moved = [c.docs, c.faq].filter((p): p is Prepared => p !== null)
  for (const p of moved) await dropPrevious(c.api, p, c.synonyms, c.o)
  return moved.some((p) => p.previous && p.previous !== p.name) ? 'dropped' : 'none to drop'
}

async function stepKey(c: Ctx): Promise<string> {
  const { docsAlias, faqAlias } = c.wants
  const listed = (await c.api.get('/keys').catch(() => ({ keys: [] }))) as {
    keys?: { description?: string; value_prefix?: string }[]
  }
  const ours = (listed.keys ?? []).find((k) => k.description === SEARCH_KEY_DESCRIPTION)
  if (ours && !c.newKey) {
    c.o.log(`key: a search-only key exists (prefix ${ours.value_prefix ?? '?'}); pass --new-key to create another`)
    return 'kept the existing key'
  }
  const key = (await c.api.post('/keys', {
    description: SEARCH_KEY_DESCRIPTION,
    actions: ['documents:search'],
    collections: [docsAlias, `${docsAlias}_.*`, faqAlias, `${faqAlias}_.*`],
  })) as { value: string }
  c.o.log(`key: created a search-only key; set TYPESENSE_SEARCH_KEY=${key.value}`)
  return 'created'
}

/** Runs the undo list newest first and says what it restored, or what is left to check by hand. */
export async function undoAll(undo: Undo[], o: Output): Promise<void> {
  if (undo.length === 0) return o.error('nothing was changed on the cluster')
  const left: string[] = []
  for (const u of [...undo].reverse())
    await u.run().then(
      () => o.error(`  undone: ${u.what}`),
      (err: unknown) => left.push(`${u.what}: ${(err as Error).message}`),
    )
  if (!left.length) return o.error('the cluster is as it was before the sync')
  o.error('could not undo everything; check these by hand:')
  for (const l of left) o.error(`  ${l}`)
}

const UNDOABLE = [
  stepServer,
  stepGateway,
  stepHistory,
  stepProbes,
  stepDocs,
  stepFaq,
  stepModels,
  stepAliases,
  stepFinalCheck,
]
const FINAL = [stepDropOld, stepKey]

/** The full sync; its exit code. */
export async function applySync(input: ApplyInput): Promise<number> {
  const steps = fullSyncSteps(input.wants.docsAlias, input.wants.faqAlias)
  const c: Ctx = {
    ...input,
    stamp: (input.o.now ?? Date.now)(),
    undo: [],
    synonyms: { rules: input.rules, sets: false },
    docs: null,
    faq: null,
  }
  const line = (i: number) => `step ${i + 1}/${steps.length} ${steps[i]}`
  let i = 0
  try {
    for (const step of UNDOABLE) {
      input.o.log(`${line(i)}: ${await step(c)}`)
      i++
    }
  } catch (e) {
    if (e instanceof Refusal) {
      input.o.error(e.message)
      return e.code
    }
    input.o.error(`${line(i)} failed: ${(e as Error).message}`)
    await undoAll(c.undo, input.o)
    return 1
  }
  try {
    for (const step of FINAL) {
      input.o.log(`${line(i)}: ${await step(c)}`)
      i++
    }
    input.o.log('sync complete')
    return 0
  } catch (e) {
    input.o.error(
      `${line(i)} failed: ${(e as Error).message} (the site already works on the new collections; re-run the sync to finish)`,
    )
    return 1
  }
}
