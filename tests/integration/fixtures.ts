import type { StoredDoc } from '../../testkit/typesense-fake/search'
import { toDocsDocument } from '../../src/indexer/schemas'

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
