/**
 * `npm run search:sync`: pushes the built records and FAQ pairs to Typesense without downtime
 * (fresh collection → import → alias swap → drop the old one) with the readers' synonyms, ensures
 * the conversation history collection and one conversation model per chat mode, and creates a
 * search-only key. `--synonyms-only` updates just the synonyms of the live collections; `--check`
 * prints what would make the assistant fail and changes nothing; `--repair` recreates what is missing.
 * Reads TYPESENSE_ADMIN_KEY: the only place the admin key is used.
 *
 * This module reads the arguments, the environment and the build, prints the plan (sync-plan.ts,
 * pure) and hands over: the full sync to sync-apply.ts, the check and repair to sync-check.ts.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { conversationModelIds, faqFileName, MODEL_ENV, recordsFileName, TYPESENSE_DEFAULTS } from '../contracts'
import { parseNodeUrl } from '../contracts/search-config'
import type { SynonymRule } from '../search-core/synonyms'
import { adminApi, type Api } from './admin-api'
import { readBuildManifest } from './build-manifest'
import type { BuildSearchNames } from './cluster-check'
import { chatModels, type ChatModelConfig } from './models'
import { readVocabulary } from './synonyms-file'
import { parseSyncArgs, type SyncArgs } from './sync-args'
import { applySync, checkServer, Refusal } from './sync-apply'
import { runCheck, runRepair } from './sync-check'
import { syncSynonymsOnly } from './sync-collections'
import { describeSync, type SyncWants } from './sync-plan'
import { namesToCheck } from './sync-read'
import type { Env, SyncOptions } from './sync-types'

export type { SyncOptions } from './sync-types'

async function readJsonl(file: string): Promise<Record<string, unknown>[] | null> {
  const text = await fs.readFile(file, 'utf8').catch(() => null)
  if (text === null) return null
  return text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l))
}

/** The settings every mode needs, or the exit code and line of what is missing. */
function readEnv(env: Env, args: SyncArgs): { adminKey: string; baseUrl: string; llmKey: string } | string {
  const adminKey = env.TYPESENSE_ADMIN_KEY?.trim()
  if (!adminKey) return 'TYPESENSE_ADMIN_KEY is not set'
  const node = (env.TYPESENSE_NODES ?? '')
    .split(',')
    .map((s) => parseNodeUrl(s.trim()))
    .find((n) => n !== null)
  if (!node) return 'TYPESENSE_NODES is not set (comma-separated node URLs, e.g. https://ts1.example.com:443)'
  const llmKey = env.CONVERSATION_LLM_API_KEY?.trim() ?? ''
  if (!llmKey && !args.synonymsOnly && !args.check && !args.repair)
    return 'CONVERSATION_LLM_API_KEY is not set (the model API key the conversation models call)'
  return { adminKey, baseUrl: `${node.protocol}://${node.host}:${node.port}${node.path}`, llmKey }
}

/** The synonym rules (a bad rule stops here, before any change); a string is the error line. */
async function readRules(args: SyncArgs): Promise<{ rules: SynonymRule[]; missing: boolean } | string> {
  try {
    const read = await readVocabulary(args.synonymsFile)
    if (read === null && args.synonymsNamed) return `${args.synonymsFile} does not exist. Nothing was changed.`
    return { rules: read ?? [], missing: read === null }
  } catch (e) {
    return `${(e as Error).message}. Nothing was changed.`
  }
}

/** Every locale's records in one docs collection: the Chinese required, the English when the build made them. */
async function readRecords(dist: string): Promise<Record<string, unknown>[] | null> {
  const zh = await readJsonl(path.join(dist, recordsFileName('zh')))
  return zh && zh.length ? [...zh, ...((await readJsonl(path.join(dist, recordsFileName('en')))) ?? [])] : zh
}

function envNamesOf(env: Env, docsAlias: string, faqAlias: string, modelIds: string[]): BuildSearchNames {
  return {
    docsCollection: docsAlias,
    faqCollection: faqAlias,
    embeddingField:
      env.TYPESENSE_EMBEDDING_FIELD === undefined ? TYPESENSE_DEFAULTS.embeddingField : env.TYPESENSE_EMBEDDING_FIELD,
    languageField:
      env.TYPESENSE_LANGUAGE_FIELD === undefined ? TYPESENSE_DEFAULTS.languageField : env.TYPESENSE_LANGUAGE_FIELD,
    conversationModels: modelIds,
  }
}

/** Every mode's model as the environment names it, or why one cannot be made (a missing prompt file). */
function modelsOf(env: Env): ChatModelConfig[] | string {
  try {
    return chatModels({
      ids: conversationModelIds((mode) => env[MODEL_ENV[mode]]),
      openaiUrl: (env.CONVERSATION_LLM_URL || 'https://api.example.com').replace(/\/+$/, ''),
      promptLanguage: env.CONVERSATION_PROMPT_LANGUAGE === 'zh' ? 'zh' : 'en',
    })
  } catch (err) {
    return err instanceof Error ? err.message : String(err)
  }
}

export async function runSync(o: SyncOptions): Promise<number> {
  const args = parseSyncArgs(o.argv, o.cwd)
  if ('error' in args) {
    o.error(args.error)
    return 2
  }
  const settings = readEnv(o.env, args)
  if (typeof settings === 'string') {
    o.error(settings)
    return 2
  }
  const docsAlias = o.env.TYPESENSE_DOCS_COLLECTION || TYPESENSE_DEFAULTS.docsCollection
  const faqAlias = o.env.TYPESENSE_FAQ_COLLECTION || TYPESENSE_DEFAULTS.faqCollection
  const models = modelsOf(o.env)
  if (typeof models === 'string') {
    o.error(models)
    return 2
  }
  const envNames = envNamesOf(
    o.env,
    docsAlias,
    faqAlias,
    models.map((m) => m.id),
  )
  const api = adminApi(settings.baseUrl, settings.adminKey, o.fetch ?? fetch)
  if (args.check || args.repair) {
    const { names, whose } = await namesToCheck(args.dist, o.cwd, envNames)
    const input = { api, o, names, whose, models, llmKey: settings.llmKey }
    return args.check ? runCheck(input) : runRepair(input)
  }
  return runWrite(o, args, { ...settings, docsAlias, faqAlias, models, envNames, api })
}

interface WriteContext {
  api: Api
  baseUrl: string
  llmKey: string
  docsAlias: string
  faqAlias: string
  models: SyncWants['models']
  envNames: BuildSearchNames
}

/** The full sync or `--synonyms-only`: the build read, the plan printed, then applied. */
async function runWrite(o: SyncOptions, args: SyncArgs, s: WriteContext): Promise<number> {
  const vocabulary = await readRules(args)
  if (typeof vocabulary === 'string') {
    o.error(vocabulary)
    return 2
  }
  const records = args.synonymsOnly ? [] : await readRecords(args.dist)
  if (!args.synonymsOnly && (!records || records.length === 0)) {
    o.error(
      `No records in ${path.join(args.dist, recordsFileName('zh'))}: run \`npm run build\` first. Nothing was changed.`,
    )
    return 1
  }
  const wants: SyncWants = {
    docsAlias: s.docsAlias,
    faqAlias: s.faqAlias,
    models: s.models,
    records: records ?? [],
    faq: args.synonymsOnly ? [] : ((await readJsonl(path.join(args.dist, faqFileName('zh')))) ?? []),
    rulesCount: vocabulary.rules.length,
    synonymsFile: path.relative(o.cwd, args.synonymsFile) || args.synonymsFile,
    noSynonymsFile: vocabulary.missing,
    manifest: args.synonymsOnly ? null : await readBuildManifest(args.dist).catch(() => undefined),
  }
  o.log(`plan (${args.dryRun ? 'dry run: nothing will change' : 'applying'}) on ${s.baseUrl}:`)
  for (const line of describeSync(wants, args.synonymsOnly)) o.log(line)
  if (args.dryRun) return 0
  if (!args.synonymsOnly)
    return applySync({
      api: s.api,
      o,
      wants,
      llmKey: s.llmKey,
      rules: vocabulary.rules,
      dist: args.dist,
      envNames: s.envNames,
      newKey: args.newKey,
    })
  try {
    const { synonyms } = await checkServer(s.api, o, vocabulary.rules)
    return await syncSynonymsOnly(s.api, [s.docsAlias, s.faqAlias], synonyms, o)
  } catch (e) {
    o.error(e instanceof Refusal ? e.message : `sync failed: ${(e as Error).message}`)
    return e instanceof Refusal ? e.code : 1
  }
}
