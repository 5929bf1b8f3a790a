// Contradictions a read of the product pages (AIStudio, OptiCompute, AICoder, KubeStudio) found, and the
// request limits the API reference also states (facts.test.ts plants each back, as it does those of
// planted-contradictions.ts).
import type { Plant } from './planted-contradictions'

export const PRODUCT_PLANTS: Plant[] = [
  {
    name: 'OptiCompute instances of 1 to 8 cards, where the counts are 1, 2, 4 or 8 (English)',
    page: 'en/opti-compute/index.md',
    from: 'RTX 4090 24 GB, [[fact:opti-gpu-card-counts]]',
    to: 'RTX 4090 24 GB, 1 to 8 cards',
    fact: 'opti-gpu-card-counts',
  },
  {
    name: 'a dev instance started in 1 to 5 minutes (OptiCompute comparison)',
    page: 'opti-compute/index.md',
    from: '公共镜像 [[fact:public-image-start-time]]',
    to: '公共镜像 1 到 5 分钟',
    fact: 'public-image-start-time',
  },
  {
    name: 'a dev instance created in 1 to 5 minutes (English)',
    page: 'en/ai-studio/dev-instance/create.md',
    from: 'from a public image usually takes [[fact:public-image-start-time]]',
    to: 'from a public image usually takes 1 to 5 minutes',
    fact: 'public-image-start-time',
  },
  {
    name: 'an inference replica held to one node’s 8 GPUs (AIStudio overview)',
    page: 'ai-studio/index.md',
    from: '单个开发机、单个任务节点最多使用 8 张同型号 GPU；推理副本在一个节点上最多用 8 张，多机副本可以跨 [[fact:inference-replica-nodes]]，每个节点整机 8 卡',
    to: '单个开发机、单个任务节点或单个推理副本最多使用 8 张同型号 GPU',
    fact: 'inference-replica-nodes',
  },
  {
    name: 'the free CPU instance stopped after 60 minutes without operation (FAQ)',
    page: 'support/faq.md',
    from: '连续 [[fact:free-cpu-instance-idle-stop:1]]空闲（',
    to: '连续 60 分钟无操作会自动停止（',
    fact: 'free-cpu-instance-idle-stop',
  },
  {
    name: 'the AICoder free allowance at its public-beta 100,000 tokens (overview)',
    page: 'ai-coder/index.md',
    from: '每天有 [[fact:aicoder-free-daily-tokens]] 的免费额度',
    to: '每天有 100,000 个 Token 的免费额度',
    fact: 'aicoder-free-daily-tokens',
  },
  {
    name: 'the AICoder Pro subscription at another price (quota)',
    page: 'ai-coder/quota.md',
    from: '[[fact:aicoder-pro-price]]，包年',
    to: '¥59 / 人·月，包年',
    fact: 'aicoder-pro-price',
  },
  {
    name: 'KubeStudio clusters per tenant, another limit (English)',
    page: 'en/kube-studio/index.md',
    from: 'Limits: [[fact:kubestudio-cluster-limit]]',
    to: 'Limits: up to 10 clusters per tenant',
    fact: 'kubestudio-cluster-limit',
  },
  {
    name: 'a quota increase handled in 3 working days (KubeStudio limitations)',
    page: 'kube-studio/limitations.md',
    from: '填写用途和期望数值，[[fact:quota-increase-review]]。',
    to: '填写用途和期望数值，一般 3 个工作日内处理。',
    fact: 'quota-increase-review',
  },
  {
    name: 'embeddings accept another number of inputs a request',
    page: 'gen-studio/api/tutorial-embeddings.md',
    from: '一次请求最多 [[fact:embeddings-input-limit]]',
    to: '一次请求最多 200 条',
    fact: 'embeddings-input-limit',
  },
  {
    name: 'rerank accepts another number of documents',
    page: 'gen-studio/api/tutorial-rerank.md',
    from: '候选文档数组，最多 [[fact:rerank-documents-limit]]',
    to: '候选文档数组，最多 50 条',
    fact: 'rerank-documents-limit',
  },
  {
    name: 'another number of stop sequences',
    page: 'gen-studio/api/tutorial.md',
    from: '最多 [[fact:stop-sequences-limit]]停止序列',
    to: '最多 8 个停止序列',
    fact: 'stop-sequences-limit',
  },
  {
    name: 'another number of tools a request',
    page: 'gen-studio/api/tutorial-function-calling.md',
    from: '一次请求最多 [[fact:function-tools-limit]]工具',
    to: '一次请求最多 128 个工具',
    fact: 'function-tools-limit',
  },
  {
    name: 'the storage overview giving OptiCompute instances the dev instances’ 50 GB system disk',
    page: 'fundamentals/storage/index.md',
    from: '优化算力实例（含免费 CPU 实例）固定 [[fact:opti-system-disk-size]]',
    to: '优化算力实例（含免费 CPU 实例）固定 50 GB',
    fact: 'opti-system-disk-size',
  },
  {
    name: 'the storage overview giving dev instances and jobs OptiCompute’s 30 GB system disk (English)',
    page: 'en/fundamentals/storage/index.md',
    from: 'Dev instances and training jobs: fixed at [[fact:system-disk-size]]',
    to: 'Dev instances and training jobs: fixed at 30 GB',
    fact: 'system-disk-size',
  },
  {
    name: 'the core features giving OptiCompute instances a 50 GB system disk',
    page: 'fundamentals/core-features.md',
    from: '优化算力实例 [[fact:opti-system-disk-size]]',
    to: '优化算力实例 50 GB',
    fact: 'opti-system-disk-size',
  },
]
