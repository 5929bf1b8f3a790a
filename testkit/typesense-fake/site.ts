import fs from 'node:fs'
import path from 'node:path'
import { startTypesenseFake, type TypesenseFake } from './server'
import { docsSchema, faqSchema, historySchema, toDocsDocument } from '../../src/indexer/schemas'
import { runSync } from '../../src/indexer/sync'
import { CONVERSATION_HISTORY_COLLECTION } from '../../src/indexer/models'
import {
  CHAT_MODES,
  DEFAULT_CONVERSATION_MODELS,
  faqFileName,
  recordsFileName,
  TYPESENSE_DEFAULTS,
} from '../../src/contracts'

/**
 * The fake as a Typesense-configured build expects it: the build's records and FAQ pairs behind the
 * `docs` and `faq` aliases, the content's synonym rules (pushed by the sync CLI itself, as
 * `npm run search:sync -- --synonyms-only` does), and the three conversation models of the assistant's modes.
 */
export async function startSiteFake(dist: string, port: number, apiKey: string): Promise<TypesenseFake> {
  const read = (file: string) =>
    fs.existsSync(path.join(dist, file))
      ? fs
          .readFileSync(path.join(dist, file), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l))
      : []
  const fake = await startTypesenseFake({ port, apiKey })
  // The schemas the sync CLI creates, so query_by is checked against what a real cluster holds.
  // The documents as the sync writes them (with their page key).
  fake.loadRecords(
    'docs_e2e',
    [...read(recordsFileName('zh')), ...read(recordsFileName('en'))].map(toDocsDocument),
    docsSchema('docs_e2e'),
  )
  fake.loadRecords('faq_e2e', read(faqFileName('zh')), faqSchema('faq_e2e'))
  const admin = { 'X-TYPESENSE-API-KEY': apiKey, 'Content-Type': 'application/json' }
  await fetch(`${fake.url}/aliases/${TYPESENSE_DEFAULTS.docsCollection}`, {
    method: 'PUT',
    headers: admin,
    body: JSON.stringify({ collection_name: 'docs_e2e' }),
  })
  await fetch(`${fake.url}/aliases/${TYPESENSE_DEFAULTS.faqCollection}`, {
    method: 'PUT',
    headers: admin,
    body: JSON.stringify({ collection_name: 'faq_e2e' }),
  })
  const errors: string[] = []
  const synced = await runSync({
    argv: ['--synonyms-only'],
    env: { TYPESENSE_ADMIN_KEY: apiKey, TYPESENSE_NODES: fake.url },
    cwd: process.cwd(),
    log: () => {},
    error: (line) => errors.push(line),
  })
  if (synced !== 0) throw new Error(`synonym sync into the fake failed: ${errors.join('; ')}`)
  // A model is refused unless its history collection exists (src/conversation_model.cpp).
  fake.loadRecords(CONVERSATION_HISTORY_COLLECTION, [], historySchema(CONVERSATION_HISTORY_COLLECTION))
  for (const id of CHAT_MODES.map((m) => DEFAULT_CONVERSATION_MODELS[m])) {
    const created = await fetch(`${fake.url}/conversations/models`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        id,
        model_name: 'openai/test',
        api_key: 'sk-test',
        max_bytes: 128000,
        history_collection: CONVERSATION_HISTORY_COLLECTION,
      }),
    })
    if (!created.ok) throw new Error(`conversation model ${id} refused by the fake: ${await created.text()}`)
  }
  return fake
}
