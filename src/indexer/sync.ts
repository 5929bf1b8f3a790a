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
import { adminApi, isNotFound, type Api, type Fetch } from './admin-api'
import { chatModels, CONVERSATION_HISTORY_COLLECTION, toTypesenseModel } from './models'
import { docsSchema, faqSchema, historySchema } from './schemas'
import {
  hasSynonymSets,
  migratedSetName,
  schemaLocale,
  SYNONYM_SETS_MAJOR,
  synonymSetName,
  writeCollectionSynonyms,
  writeSynonymSet,
} from './synonym-sync'
import { readSynonymFile, SYNONYMS_FILE } from './synonyms-file'

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

type Env = Record<string, string | undefined>

export interface SyncOptions {
  argv: string[]
  env: Env
  cwd: string
  log: (line: string) => void
  error: (line: string) => void
  fetch?: Fetch
  now?: () => number
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

/**
 * Fresh collection, batched import, synonyms, alias swap, old collection dropped. On failure the
 * alias stays where it was and the fresh collection is dropped. On v30 the alias's synonym set is
 * written first (a collection can only name a set that exists), so the live collection, which
 * names the same set, gets the new rules at once.
 */
async function syncCollection(
  api: Api,
  alias: string,
  schema: (name: string) => Record<string, unknown>,
  docs: Record<string, unknown>[],
  synonyms: Synonyms,
  stamp: number,
  o: SyncOptions,
): Promise<boolean> {
  const name = `${alias}_${stamp}`
  const previous = await aliasTarget(api, alias)
  const body = schema(name)
  const locale = schemaLocale(body)
  if (synonyms.sets) {
    const set = synonymSetName(alias)
    const w = await writeSynonymSet(api, set, synonyms.rules, locale)
    o.log(`${alias}: synonym set ${set}: ${plural(w.written, 'rule')} written, ${w.removed} removed`)
    body.synonym_sets = [set]
  }
  await api.post('/collections', body)
  try {
    if (!(await importInto(api, alias, name, previous, docs, o))) return false
    if (!synonyms.sets) {
      const w = await writeCollectionSynonyms(api, name, synonyms.rules, locale)
      o.log(`${alias}: ${plural(w.written, 'synonym rule')} written to ${name}, ${w.removed} removed`)
    }
  } catch (e) {
    await api.del(`/collections/${name}`).catch(() => undefined)
    throw e
  }
  await api.put(`/aliases/${encodeURIComponent(alias)}`, { collection_name: name })
  o.log(`${alias}: alias → ${name}`)
  if (previous && previous !== name) {
    await api.del(`/collections/${previous}`)
    o.log(`${alias}: dropped ${previous}`)
    // The set an upgrade from v29 made of the old collection's synonyms: nothing else uses it.
    if (synonyms.sets) {
      await api.del(`/synonym_sets/${encodeURIComponent(migratedSetName(previous))}`).then(
        () => o.log(`${alias}: dropped synonym set ${migratedSetName(previous)} (left by the upgrade from v29)`),
        (e: unknown) => {
          if (!isNotFound(e)) throw e
        },
      )
    }
  }
  return true
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
    await api.del(`/collections/${name}`).catch(() => undefined)
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

  // The same file the build gave the embedded engine; a bad rule stops here, before any change.
  let rules: SynonymRule[]
  let noSynonymsFile = false
  try {
    const read = await readSynonymFile(synonymsFile)
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
      `  ${docsAlias}: fresh collection, import ${records!.length} records (${perLocale}) in batches of ${IMPORT_BATCH_SIZE}, swap alias, drop the old collection`,
    )
    o.log(`  ${faqAlias}: fresh collection, import ${faq.length} FAQ pairs, swap alias, drop the old collection`)
    o.log(synonymsPlan)
    o.log(`  ${CONVERSATION_HISTORY_COLLECTION}: ensure the conversation-history collection`)
    for (const m of models)
      o.log(
        `  model ${m.id}: create or update (${m.modelName}, ${m.openaiUrl}${m.openaiPath}, max_bytes ${m.maxBytes})`,
      )
    o.log(`  key: a search-only key for ${docsAlias} and ${faqAlias}`)
  }
  if (dryRun) return 0

  const api = adminApi(baseUrl, adminKey, o.fetch ?? fetch)
  const stamp = (o.now ?? Date.now)()
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
    const synonyms: Synonyms = { rules, sets: major !== null ? major >= SYNONYM_SETS_MAJOR : await hasSynonymSets(api) }
    if (synonymsOnly) return await syncSynonymsOnly(api, [docsAlias, faqAlias], synonyms, o)

    if (!(await syncCollection(api, docsAlias, docsSchema, records!, synonyms, stamp, o))) return 1
    if (faq.length && !(await syncCollection(api, faqAlias, faqSchema, faq, synonyms, stamp, o))) return 1

    try {
      await api.get(`/collections/${CONVERSATION_HISTORY_COLLECTION}`)
      o.log(`${CONVERSATION_HISTORY_COLLECTION}: exists`)
    } catch (e) {
      if (!isNotFound(e)) throw e
      await api.post('/collections', historySchema(CONVERSATION_HISTORY_COLLECTION))
      o.log(`${CONVERSATION_HISTORY_COLLECTION}: created`)
    }

    for (const m of models) {
      const body = toTypesenseModel(m, llmKey)
      try {
        await api.get(`/conversations/models/${encodeURIComponent(m.id)}`)
        await api.put(`/conversations/models/${encodeURIComponent(m.id)}`, body)
        o.log(`model ${m.id}: updated`)
      } catch (e) {
        if (!isNotFound(e)) throw e
        await api.post('/conversations/models', body)
        o.log(`model ${m.id}: created`)
      }
    }

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
    o.log('sync complete')
    return 0
  } catch (e) {
    o.error(`sync failed: ${(e as Error).message}`)
    return 1
  }
}
