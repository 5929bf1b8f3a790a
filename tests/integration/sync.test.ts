import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { runSync } from '../../src/indexer/sync'
import { startTypesenseFake, type TypesenseFake } from '../../testkit/typesense-fake/server'
import { startModelGateway, type ModelGateway } from '../../testkit/typesense-fake/model-gateway'
import { defined } from '../../testkit/defined'
import { CHAT_MODES, faqFileName, recordsFileName } from '../../src/contracts'
import { syncFaqPair, syncRecord, syncRunner } from './fixtures'

let fake: TypesenseFake
/** The model gateway the sync says "hello" to (h2c, as Typesense calls an http:// gateway). */
let gateway: ModelGateway
let dist: string
/** The collection the docs alias points at. */
const docsCollection = () =>
  defined(fake.collections()[defined(fake.aliases().docs, 'the docs alias')], 'the docs collection')
const record = syncRecord
const faqPair = syncFaqPair

async function writeDist(records: object[], faq: object[] = [faqPair]) {
  await fs.writeFile(path.join(dist, recordsFileName('zh')), records.map((r) => JSON.stringify(r)).join('\n'))
  await fs.writeFile(path.join(dist, faqFileName('zh')), faq.map((r) => JSON.stringify(r)).join('\n'))
}

const run = syncRunner(() => ({ fake, gateway, dist }), 1_700_000_000_000)
const writes = () => fake.requestLog.filter((r) => r.method !== 'GET')

beforeAll(async () => {
  fake = await startTypesenseFake({ apiKey: 'admin-key', modelGateway: 'call' })
  gateway = await startModelGateway({ apiKey: 'sk-llm' })
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'sync-'))
})
afterEach(() => {
  fake.requestLog.length = 0
})
afterAll(async () => {
  await fake.close()
  await gateway.close()
  await fs.rm(dist, { recursive: true, force: true })
})

describe('npm run search:sync against the fake', () => {
  it('stops with exit code 2 and one line naming a missing variable', async () => {
    await writeDist([record('a')])
    const noKey = await run([], { TYPESENSE_ADMIN_KEY: '' })
    expect(noKey.code).toBe(2)
    expect(noKey.err).toEqual(['TYPESENSE_ADMIN_KEY is not set'])
    const noNodes = await run([], { TYPESENSE_NODES: '' })
    expect(noNodes.code).toBe(2)
    expect(noNodes.err).toHaveLength(1)
    expect(noNodes.err[0]).toMatch(/^TYPESENSE_NODES is not set/)
    expect(fake.requestLog).toHaveLength(0)
  })

  it('refuses to run without records and changes nothing', async () => {
    await writeDist([])
    const r = await run()
    expect(r.code).toBe(1)
    expect(r.err[0]).toMatch(/^No records in .*records\.zh\.jsonl: run `npm run build` first\. Nothing was changed\.$/)
    expect(fake.requestLog).toHaveLength(0)
  })

  it('--dry-run prints the plan and changes nothing', async () => {
    await writeDist([record('a'), record('b')])
    const r = await run(['--dry-run'])
    expect(r.code).toBe(0)
    expect(r.out.join('\n')).toContain('import 2 records (2 zh) in batches of 100')
    expect(r.out.join('\n')).toContain('model docs-quick: create or update')
    expect(fake.requestLog).toHaveLength(0)
  })

  it('imports in batches, swaps the aliases, ensures history and models, and prints a search-only key', async () => {
    await writeDist(Array.from({ length: 250 }, (_, i) => record(`r${i}`)))
    const r = await run()
    expect(r.err).toEqual([])
    expect(r.code).toBe(0)
    expect(r.out.filter((l) => l.startsWith('docs: imported'))).toEqual([
      'docs: imported 100/250',
      'docs: imported 200/250',
      'docs: imported 250/250',
    ])
    const aliases = fake.aliases()
    expect(aliases.docs).toMatch(/^docs_\d+$/)
    expect(aliases.faq).toMatch(/^faq_\d+$/)
    const cols = fake.collections()
    const docs = defined(cols[defined(aliases.docs, 'the docs alias')], 'the docs collection')
    expect(docs.docs).toBe(250)
    const docsSchema = docs.schema as {
      fields: { name: string; locale?: string; embed?: { model_config: { model_name: string } } }[]
    }
    expect(docsSchema.fields.find((f) => f.name === 'content')?.locale).toBe('zh')
    expect(docsSchema.fields.find((f) => f.name === 'embedding')?.embed?.model_config.model_name).toBe(
      'ts/multilingual-e5-small',
    )
    expect((defined(cols.conversation_store, 'conversation_store').schema as { fields: unknown[] }).fields).toEqual([
      { name: 'conversation_id', type: 'string' },
      { name: 'model_id', type: 'string' },
      { name: 'timestamp', type: 'int32' },
      { name: 'role', type: 'string', index: false },
      { name: 'message', type: 'string', index: false },
    ])
    const models = fake.conversationModels()
    expect(Object.keys(models).sort()).toEqual(['docs-balance', 'docs-deep', 'docs-quick'])
    expect(models['docs-quick']).toMatchObject({
      model_name: 'openai/Qwen/Qwen2.5-7B-Instruct',
      openai_path: '/maas/v1/chat/completions',
      max_bytes: 128000,
      history_collection: 'conversation_store',
    })
    expect(String(models['docs-quick']?.system_prompt)).toContain('Simplified Chinese')
    expect(r.out.some((l) => /^key: created a search-only key; set TYPESENSE_SEARCH_KEY=search-only-/.test(l))).toBe(
      true,
    )
    const keyReq = fake.requestLog.find((q) => q.method === 'POST' && q.path === '/keys')!
    expect(keyReq.body).toMatchObject({
      actions: ['documents:search'],
      collections: ['docs', 'docs_.*', 'faq', 'faq_.*'],
    })
  })

  it('imports the English records beside the Chinese ones, each with its language', async () => {
    await writeDist([record('zh1'), record('zh2')])
    const en = path.join(dist, recordsFileName('en'))
    await fs.writeFile(
      en,
      JSON.stringify(
        record('en1', {
          language: 'en',
          content: 'Create a dev instance in the console.',
          url: '/en/ai-studio/#en1',
          url_without_anchor: '/en/ai-studio/',
        }),
      ),
    )
    try {
      const r = await run()
      expect(r.code).toBe(0)
      expect(r.out.some((l) => l.includes('import 3 records (2 zh, 1 en)'))).toBe(true)
      expect(docsCollection().docs).toBe(3)
    } finally {
      await fs.rm(en)
    }
  })

  it('a re-run is idempotent: new collection, alias moved, old one dropped, models updated, no second key', async () => {
    const before = fake.aliases().docs
    await writeDist([record('x'), record('y')])
    const r = await run()
    expect(r.code).toBe(0)
    const after = fake.aliases().docs
    expect(after).not.toBe(before)
    const docsCollections = Object.keys(fake.collections()).filter((n) => n.startsWith('docs_'))
    expect(docsCollections).toEqual([after])
    expect(
      fake.requestLog.filter((q) => q.method === 'PUT' && q.path.startsWith('/conversations/models/')),
    ).toHaveLength(3)
    expect(fake.requestLog.filter((q) => q.method === 'POST' && q.path === '/keys')).toHaveLength(0)
    expect(r.out.some((l) => l.startsWith('key: a search-only key exists'))).toBe(true)
  })

  it('an import with failures reports them, exits non-zero and leaves the alias on the old collection', async () => {
    const before = fake.aliases().docs
    const { item_priority: _drop, ...broken } = record('bad')
    await writeDist([record('ok'), broken, { ...broken, id: 'bad2' }])
    const r = await run()
    expect(r.code).toBe(1)
    expect(r.err[0]).toBe(`docs: 2 of 3 documents failed to import; the alias stays on ${before}`)
    expect(r.err[1]).toMatch(/^ {2}bad: .*item_priority/)
    expect(fake.aliases().docs).toBe(before)
    expect(fake.collections()[defined(before, 'the docs alias')]?.docs).toBe(2)
    expect(Object.keys(fake.collections()).filter((n) => n.startsWith('docs_'))).toEqual([before])
    expect(writes().some((q) => q.method === 'PUT' && q.path === '/aliases/docs')).toBe(false)
  })

  it("imports a page's readers' keywords for its embedding; the server refuses a malformed list", async () => {
    await writeDist([record('kw', { keywords: ['开发机连不上', 'dev box'] }), record('plain')])
    const ok = await run()
    expect(ok.code).toBe(0)
    const schema = docsCollection().schema as {
      fields: { name: string; type?: string; embed?: { from: string[] } }[]
    }
    expect(schema.fields.find((f) => f.name === 'keywords')).toMatchObject({ type: 'string[]', optional: true })
    expect(schema.fields.find((f) => f.name === 'embedding')?.embed?.from).toContain('keywords')
    expect(docsCollection().docs).toBe(2)

    const before = fake.aliases().docs
    await writeDist([record('ok'), record('bad', { keywords: '开发机连不上' })])
    const bad = await run()
    expect(bad.code).toBe(1)
    expect(bad.err[1]).toBe('  bad: Field `keywords` has malformed data.')
    expect(fake.aliases().docs).toBe(before)
  })

  it('reads the server version first and stops with exit 2 below v29, before any change', async () => {
    for (const version of ['28.0', '0.25.2']) {
      const old = await startTypesenseFake({ apiKey: 'admin-key', version })
      try {
        await writeDist([record('a')])
        const out: string[] = []
        const err: string[] = []
        const code = await runSync({
          argv: [`--dist=${dist}`],
          env: {
            TYPESENSE_ADMIN_KEY: 'admin-key',
            TYPESENSE_NODES: old.url,
            CONVERSATION_LLM_API_KEY: 'sk-llm',
            CONVERSATION_LLM_URL: gateway.url,
          },
          cwd: process.cwd(),
          log: (l) => out.push(l),
          error: (l) => err.push(l),
        })
        expect(code).toBe(2)
        expect(err).toEqual([
          `Typesense ${version} is too old: the assistant needs v29.0 or later (streamed answers and the model's openai_url arrived in v29). Upgrade the cluster; nothing was changed.`,
        ])
        expect(old.requestLog.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /debug'])
      } finally {
        await old.close()
      }
    }
  })

  it('runs on v29, whose model creation answers 200 rather than 201', async () => {
    const v29 = await startTypesenseFake({ apiKey: 'admin-key', version: '29.0' })
    try {
      await writeDist([record('a')])
      const out: string[] = []
      const code = await runSync({
        argv: [`--dist=${dist}`],
        env: {
          TYPESENSE_ADMIN_KEY: 'admin-key',
          TYPESENSE_NODES: v29.url,
          CONVERSATION_LLM_API_KEY: 'sk-llm',
          CONVERSATION_LLM_URL: gateway.url,
        },
        cwd: process.cwd(),
        log: (l) => out.push(l),
        error: (l) => out.push(`ERR ${l}`),
      })
      expect(code).toBe(0)
      expect(out).toContain('server version 29.0')
      expect(Object.keys(v29.conversationModels())).toHaveLength(CHAT_MODES.length)
    } finally {
      await v29.close()
    }
  })
})
