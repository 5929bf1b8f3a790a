import type { StoredDoc } from '../../testkit/typesense-fake/search'
import { historySchema, toDocsDocument } from '../../src/indexer/schemas'
import { DEFAULT_CONVERSATION_MODELS } from '../../src/contracts/chat'
import type { TypesenseFake } from '../../testkit/typesense-fake/server'
import type { ModelGateway } from '../../testkit/typesense-fake/model-gateway'
import { runSync } from '../../src/indexer/sync'

/** A few DocSearch-shaped records (with the page key the sync adds) and FAQ pairs for the integration tests. */
export const docs: StoredDoc[] = [
  {
    id: 'create-1',
    'hierarchy.lvl0': '一站式 AI 平台',
    'hierarchy.lvl1': '创建开发机',
    'hierarchy.lvl2': '在控制台创建',
    content: '打开「AIStudio → 开发机 → 新建」，选择区域与 GPU 型号，再选择镜像与共享存储。',
    url: '/ai-studio/dev-instance/create.html',
    url_without_anchor: '/ai-studio/dev-instance/create.html',
    anchor: 'console',
    item_priority: 3,
  },
  {
    id: 'ddp-1',
    'hierarchy.lvl0': '一站式 AI 平台',
    'hierarchy.lvl1': '使用 PyTorch DDP 训练',
    'hierarchy.lvl2': '环境变量与启动命令',
    content: '平台注入 MASTER_ADDR、WORLD_SIZE 与 RANK，用 torchrun 启动，CUDA_VISIBLE_DEVICES 由平台设置。',
    url: '/ai-studio/job/use-pytorch-ddp.html',
    url_without_anchor: '/ai-studio/job/use-pytorch-ddp.html',
    anchor: 'env',
    item_priority: 2,
  },
  ...Array.from({ length: 14 }, (_, i) => ({
    id: `dev-${i}`,
    'hierarchy.lvl0': '一站式 AI 平台',
    'hierarchy.lvl1': `开发机常见操作 ${i}`,
    'hierarchy.lvl2': null,
    content: `第 ${i} 条：开发机的系统盘在释放后删除，数据请放在共享存储。`,
    url: `/ai-studio/dev-instance/ops-${i}.html`,
    url_without_anchor: `/ai-studio/dev-instance/ops-${i}.html`,
    anchor: null,
    item_priority: 1,
  })),
].map(toDocsDocument)

export const faq: StoredDoc[] = [
  {
    id: 'faq-1',
    question: '停止和释放开发机有什么区别？',
    answer: '停止保留系统盘的数据，释放会删除系统盘。',
    content: '停止和释放开发机有什么区别？停止保留系统盘的数据，释放会删除系统盘。',
    'hierarchy.lvl0': '常见问题',
    'hierarchy.lvl1': '开发机',
    'hierarchy.lvl2': '停止和释放开发机有什么区别？',
    url: '/support/faq.html',
    anchor: 'stop-vs-release',
    item_priority: 5,
  },
]

/** One records-file entry as the build writes it, for the sync tests (`extra` overrides fields). */
export const syncRecord = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  'hierarchy.lvl0': '一站式 AI 平台',
  'hierarchy.lvl1': '创建开发机',
  'hierarchy.lvl2': null,
  content: '在控制台创建开发机。',
  url: `/ai-studio/dev-instance/create.html#${id}`,
  url_without_anchor: '/ai-studio/dev-instance/create.html',
  type: 'content',
  language: 'zh',
  tags: [],
  item_priority: 1,
  ...extra,
})

/** One FAQ pair as the build writes it, for the sync tests. */
export const syncFaqPair = {
  id: 'faq-1',
  question: '停止和释放有什么区别？',
  answer: '释放删除系统盘。',
  content: 'x',
  category: '开发机',
  'hierarchy.lvl0': '常见问题',
  'hierarchy.lvl1': '开发机',
  'hierarchy.lvl2': '停止和释放有什么区别？',
  url: '/support/faq.html#a',
  anchor: 'a',
  language: 'zh',
  item_priority: 5,
}

/**
 * The fake as the assistant's tests need it: the docs and FAQ above, the history collection (the server
 * refuses a conversation model without it: src/conversation_model.cpp) and the three modes' models.
 */
export async function loadChatFixtures(fake: TypesenseFake): Promise<void> {
  fake.loadRecords('conversation_store', [], historySchema('conversation_store'))
  fake.loadRecords('docs', docs)
  fake.loadRecords('faq', faq)
  for (const id of Object.values(DEFAULT_CONVERSATION_MODELS)) {
    const res = await fetch(`${fake.url}/conversations/models`, {
      method: 'POST',
      headers: { 'X-TYPESENSE-API-KEY': fake.apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        id,
        model_name: 'openai/qwen',
        api_key: 'sk',
        max_bytes: 128000,
        history_collection: 'conversation_store',
      }),
    })
    if (res.status !== 201) throw new Error(`creating the model ${id} in the fake: HTTP ${res.status}`)
  }
}

/**
 * `search:sync` as the CLI runs it, against the fake and a model gateway (read at each call: the tests
 * start them in hooks), its output collected. The clock moves 1 s a call and keeps moving across runs,
 * so each run's collections get new names.
 */
export function syncRunner(at: () => { fake: TypesenseFake; gateway: ModelGateway; dist: string }, startMs: number) {
  let clock = startMs
  return async (argv: string[] = [], env: Record<string, string | undefined> = {}) => {
    const { fake, gateway, dist } = at()
    const out: string[] = []
    const err: string[] = []
    const code = await runSync({
      argv: [`--dist=${dist}`, ...argv],
      env: {
        TYPESENSE_ADMIN_KEY: fake.apiKey,
        TYPESENSE_NODES: fake.url,
        CONVERSATION_LLM_API_KEY: 'sk-llm',
        CONVERSATION_LLM_URL: gateway.url,
        ...env,
      },
      cwd: process.cwd(),
      log: (l) => out.push(l),
      error: (l) => err.push(l),
      now: () => (clock += 1000),
    })
    return { code, out, err }
  }
}
