import { describe, expect, it } from 'vitest'
import { historySchema } from '../../../src/indexer/schemas'
import { parseSyncArgs } from '../../../src/indexer/sync-args'
import { planFindings, repairSteps, type ClusterState } from '../../../src/indexer/sync-plan'
import type { BuildSearchNames } from '../../../src/indexer/cluster-check'

const names: BuildSearchNames = {
  docsCollection: 'docs',
  faqCollection: 'faq',
  embeddingField: 'embedding',
  languageField: 'language',
  conversationModels: ['docs-quick', 'docs-deep'],
}
const searchable = (extra: string[] = []) => ({
  fields: [
    ...['content', 'hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'url', 'language', 'page_key', ...extra].map(
      (name) => ({ name, type: 'string' }),
    ),
    { name: 'embedding', type: 'float[]', embed: { from: ['content'] } },
  ],
})
/** A cluster a sync has just served. */
const healthy = (): ClusterState => ({
  version: '30.0',
  searched: [
    { name: 'docs', kind: 'docs', alias: 'docs_1', schema: searchable() },
    { name: 'faq', kind: 'faq', alias: 'faq_1', schema: searchable() },
  ],
  history: historySchema('conversation_store'),
  models: [
    { id: 'docs-quick', found: { history_collection: 'conversation_store' } },
    { id: 'docs-deep', found: { history_collection: 'conversation_store' } },
  ],
  gateway: { ok: true, detail: 'the gateway answered' },
})

describe('the plan of search:sync, without a server', () => {
  it('finds nothing on a cluster the sync has just served', () => {
    expect(planFindings(names, healthy())).toEqual([])
  })

  it('models dropped at a restart and a purged history collection: findings --repair recreates, history first', () => {
    const state = healthy()
    state.history = null
    state.models[1]!.found = null
    const findings = planFindings(names, state)
    expect(findings.map((f) => [f.breaks, f.what.split(':')[0]])).toEqual([
      [true, 'conversation_store'],
      [
        true,
        'the build asks model `docs-deep`, which does not exist (every question in its mode gets 400 "`conversation_model_id` is invalid."; a node drops models that fail validation at a restart)',
      ],
    ])
    expect(repairSteps([...findings].reverse())).toEqual([{ kind: 'history' }, { kind: 'model', id: 'docs-deep' }])
  })

  it('names an alias that points nowhere, a model on another history collection, a gateway that does not answer, an old server', () => {
    const state = healthy()
    state.version = '28.0'
    state.searched[0]!.schema = null
    state.models[0]!.found = { history_collection: 'elsewhere' }
    state.gateway = { ok: false, detail: 'connection refused' }
    const whats = planFindings(names, state).map((f) => f.what)
    expect(whats).toEqual([
      'Typesense 28.0 is older than v29.0',
      'alias `docs` points to `docs_1`, which does not exist: every docs search and every question fails (run a full sync)',
      'model docs-quick keeps its history in elsewhere, not conversation_store',
      expect.stringContaining('the gateway did not answer the "hello" (connection refused)'),
    ])
    // Nothing here has a repair but the model's history collection.
    expect(repairSteps(planFindings(names, state))).toEqual([{ kind: 'model', id: 'docs-quick' }])
  })
})

describe('search:sync flags (node:util parseArgs)', () => {
  it('reads the modes and paths, and refuses unknown flags and modes that clash', () => {
    expect(parseSyncArgs(['--check', '--dist=out'], '/w')).toMatchObject({ check: true, repair: false, dist: '/w/out' })
    expect(parseSyncArgs(['--repair'], '/w')).toMatchObject({ repair: true, synonymsNamed: false })
    expect(parseSyncArgs(['--synonyms', 'v.json'], '/w')).toMatchObject({
      synonymsFile: '/w/v.json',
      synonymsNamed: true,
    })
    expect(parseSyncArgs(['--chek'], '/w')).toMatchObject({ error: expect.stringContaining("Unknown option '--chek'") })
    expect(parseSyncArgs(['--check', '--repair'], '/w')).toMatchObject({
      error: expect.stringMatching(/^--check and --repair do not go together/),
    })
  })
})
