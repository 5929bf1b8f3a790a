/**
 * Starts the fake on a fixed port for the browser tests (Playwright webServer), loaded with the
 * records of a built site: `vite-node tests/typesense-fake/serve.ts -- <dist> <port> <apiKey>`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { startTypesenseFake } from './server'

const [dist = '.vitepress/dist-typesense', port = '8109', apiKey = 'e2e-search-key'] = process.argv.slice(2).filter((a) => a !== '--')
const read = (file: string) =>
  fs.existsSync(path.join(dist, file))
    ? fs.readFileSync(path.join(dist, file), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l))
    : []

const fake = await startTypesenseFake({ port: Number(port), apiKey })
fake.loadRecords('docs_e2e', read('records.zh.jsonl'))
fake.loadRecords('faq_e2e', read('faq.zh.jsonl'))
const admin = { 'X-TYPESENSE-API-KEY': apiKey, 'Content-Type': 'application/json' }
await fetch(`${fake.url}/aliases/docs`, { method: 'PUT', headers: admin, body: JSON.stringify({ collection_name: 'docs_e2e' }) })
await fetch(`${fake.url}/aliases/faq`, { method: 'PUT', headers: admin, body: JSON.stringify({ collection_name: 'faq_e2e' }) })
for (const id of ['docs-quick', 'docs-balance', 'docs-deep']) {
  await fetch(`${fake.url}/conversations/models`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ id, model_name: 'openai/test', api_key: 'sk-test', max_bytes: 128000, history_collection: 'conversation_store' }),
  })
}
console.log(`typesense fake on ${fake.url} with ${Object.values(fake.collections()).reduce((n, c) => n + c.docs, 0)} documents`)
const stop = () => void fake.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
