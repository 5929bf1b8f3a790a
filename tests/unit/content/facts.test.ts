import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  checkPage,
  expandFacts,
  FACT_CATEGORIES,
  formatViolation,
  normaliseValue,
  parseFacts,
  scanPage,
  type Violation,
} from '../../../src/facts'
import { loadFacts } from '../../../src/indexer/facts-file'
import { listSourcePages } from '../../../src/indexer/pages/read-page'

// The docs agree with themselves (CONTENT.md, "Facts as data"): every page is checked against
// docs/facts.yaml, and each contradiction the docs once had is planted back to prove it is caught.
const DOCS = path.resolve(__dirname, '../../../docs')
const facts = loadFacts(DOCS)
const pages = await listSourcePages(DOCS)
const read = (rel: string) => fs.readFileSync(path.join(DOCS, rel), 'utf8')

describe('the real pages', () => {
  it('state every recorded fact with its recorded value', () => {
    const violations = pages.flatMap((rel) => checkPage(read(rel), `docs/${rel}`, facts))
    // One readable line per contradiction: file:line, fact, what the page says, what is recorded.
    expect(violations.map(formatViolation).join('\n')).toBe('')
  })

  it('state each fact somewhere (a fact whose phrasings match nothing checks nothing)', () => {
    const stated = new Set(pages.flatMap((rel) => scanPage(read(rel), rel, facts).map((s) => s.fact)))
    const checkable = facts.facts.filter((f) => f.patterns.some((p) => p.compare !== 'never'))
    expect(checkable.filter((f) => !stated.has(f.id)).map((f) => f.id)).toEqual([])
  })

  it('records a useful set: 40+ facts over prices, quotas, limits, retention, timeouts, hosts, codes', () => {
    expect(facts.facts.length).toBeGreaterThanOrEqual(40)
    const categories = new Set(facts.facts.map((f) => f.category))
    for (const c of ['price', 'billing', 'quota', 'rate-limit', 'retention', 'timeout', 'error-code', 'host'])
      expect(categories).toContain(c)
    expect([...categories].every((c) => (FACT_CATEGORIES as readonly string[]).includes(c))).toBe(true)
  })
})

interface Plant {
  name: string
  page: string
  from: string
  to: string
  fact: string
}

/** The contradictions the pages once had, each planted back into a copy of the page that now states the fact. */
const PLANTS: Plant[] = [
  {
    name: 'shared storage priced by used capacity (KubeStudio)',
    page: 'kube-studio/use.md',
    from: '实际按文件系统的配置容量计费',
    to: '实际按文件系统已用容量计费',
    fact: 'shared-storage-billing-basis',
  },
  {
    name: 'shared storage priced by actual capacity (AIStudio pricing)',
    page: 'ai-studio/pricing/index.md',
    from: '| 按配置容量计费，与实例状态无关 |',
    to: '| 按实际容量计费，与实例状态无关 |',
    fact: 'shared-storage-billing-basis',
  },
  {
    name: 'shared storage billed by space used (English)',
    page: 'en/fundamentals/index.md',
    from: '[[fact:shared-storage-billing-basis]]',
    to: 'billed by used space',
    fact: 'shared-storage-billing-basis',
  },
  {
    name: 'SSH port may change after a stop and start (AICoder)',
    page: 'ai-coder/ssh.md',
    from: 'SSH 端口在开发机的整个生命周期内保持不变，停止后再启动也不会变化；',
    to: '开发机停止后再启动，SSH 端口可能会变化；',
    fact: 'dev-instance-ssh-port',
  },
  {
    name: 'SSH port may change (post)',
    page: 'posts/ssh-config-tips.md',
    from: 'SSH 端口在开发机的生命周期内保持不变，停止后再启动也不会变；',
    to: '开发机停止后再启动，详情页上的端口可能变化；',
    fact: 'dev-instance-ssh-port',
  },
  {
    name: 'a new tenant gets 16 cards (KubeStudio limitations)',
    page: 'kube-studio/limitations.md',
    from: '[[fact:gpu-quota-default]]',
    to: '新租户默认 16 卡',
    fact: 'gpu-quota-default',
  },
  {
    name: 'a 1,000-token system prompt hits the cache',
    page: 'gen-studio/pricing/index.md',
    from: '其中 [[fact:context-cache-minimum:1]] 是固定的系统提示词，恰好达到缓存的最低长度，可以命中缓存',
    to: '其中 1,000 Token 是固定的系统提示词，可以命中缓存',
    fact: 'context-cache-minimum',
  },
  {
    name: 'a cache minimum of 1 000 tokens',
    page: 'gen-studio/pricing/index.md',
    from: '（[[fact:context-cache-minimum]]）',
    to: '（至少 1 000 Token）',
    fact: 'context-cache-minimum',
  },
  {
    name: 'comfyui:0.3.60 said to match stable-2025.10',
    page: 'comfy-stack/environments.md',
    from: 'comfyui:0.3.60（ComfyUI 0.3.60，CUDA 12.4）',
    to: 'comfyui:0.3.60（对应 stable-2025.10）',
    fact: 'comfyui-dev-image-stack',
  },
  {
    name: 'comfyui:0.3.60 listed with CUDA 12.8',
    page: 'fundamentals/image-hub/index.md',
    from: '| `public/comfyui:0.3.60` | 3.11 | 2.5.1 | 12.4 |',
    to: '| `public/comfyui:0.3.60` | 3.12 | 2.8.0 | 12.8 |',
    fact: 'comfyui-dev-image-stack',
  },
  {
    name: 'Web preview suggested for a dev instance',
    page: 'comfy-stack/environments.md',
    from: '开发机没有 Web 预览，也没有公网入站地址：',
    to: '然后按 [Web 预览](/opti-compute/use-web-preview)为 8188 端口生成访问地址；或者：',
    fact: 'web-preview-product',
  },
  {
    name: 'L40S nodes at 100 Gb/s',
    page: 'fundamentals/core-features.md',
    from: '| NVIDIA L40S | 48 GB | [[fact:price-l40s]] | 8 卡 | [[fact:network-l40s]] |',
    to: '| NVIDIA L40S | 48 GB | ¥4.50 | 8 卡 | 以太网，每节点 100 Gb/s |',
    fact: 'network-l40s',
  },
  {
    name: 'HF_HOME=/data/shared/hf_home',
    page: 'posts/transformers-trainer-single-gpu.md',
    from: '`HF_HOME=[[fact:hf-home]]`',
    to: '`HF_HOME=/data/shared/hf_home`',
    fact: 'hf-home',
  },
  {
    name: 'an outside Hugging Face mirror',
    page: 'comfy-stack/bring-your-own-comfyui-models.md',
    from: 'export HF_ENDPOINT=https://hf-mirror.example.com',
    to: 'export HF_ENDPOINT=https://hf-mirror.com',
    fact: 'hf-endpoint',
  },
  {
    name: '2 working hours for every ticket (English)',
    page: 'en/support/index.md',
    from: '| Console ticket | Account, billing, incidents | By priority, see below |',
    to: '| Console ticket | Account, billing, incidents | Within 2 working hours |',
    fact: 'ticket-response-tiers',
  },
  {
    name: 'P1 answered within 2 hours',
    page: 'support/index.md',
    from: '| 7×24 小时，1 小时内 | 7×24 小时，15 分钟内 |',
    to: '| 7×24 小时，2 小时内 | 7×24 小时，15 分钟内 |',
    fact: 'ticket-response-p1',
  },
  {
    name: 'Qwen2.5-VL JSON output only partial',
    page: 'gen-studio/api/maas.md',
    from: '| `Qwen/Qwen2.5-VL-72B-Instruct` | <SupportIcon value="yes" /> | <SupportIcon value="no" /> | <SupportIcon value="yes" /> |',
    to: '| `Qwen/Qwen2.5-VL-72B-Instruct` | <SupportIcon value="yes" /> | <SupportIcon value="no" /> | <SupportIcon value="star-half" /> |',
    fact: 'qwen25-vl-json-output',
  },
  {
    name: 'a stopped dev instance charged for storage only (English)',
    page: 'en/ai-studio/index.md',
    from: '| Per second while running; when stopped, the system disk is kept free of charge and shared file storage is billed as always |',
    to: '| Per second; storage only when stopped |',
    fact: 'stopped-instance-system-disk',
  },
  {
    name: 'a stopped dev instance charged for its system disk',
    page: 'ai-studio/pricing/index.md',
    from: '| 停止开发机 | 立即停止计费 | 保留，不收费 |',
    to: '| 停止开发机 | 立即停止计费 | 保留，照常计费 |',
    fact: 'stopped-instance-system-disk',
  },
  {
    name: 'the console label 「SSH 密钥 → 添加」 for a dev instance',
    page: 'ai-coder/ssh.md',
    from: '详情页点击「更新 SSH 密钥」',
    to: '详情页「SSH 密钥 → 添加」',
    fact: 'ssh-key-add-running-instance',
  },
  {
    name: 'a kubeconfig valid for 7 days (English)',
    page: 'en/kube-studio/index.md',
    from: '(valid for [[fact:kubeconfig-validity]])',
    to: '(valid for 7 days)',
    fact: 'kubeconfig-validity',
  },
  {
    name: 'a free CPU instance of 6 hours a day (English)',
    page: 'en/opti-compute/index.md',
    from: 'free, [[fact:free-cpu-instance-hours]]',
    to: 'free, 6 hours a day',
    fact: 'free-cpu-instance-hours',
  },
  {
    name: 'a job retried up to 5 times by default',
    page: 'ai-studio/job/create.md',
    from: '| 0 至 10，默认 0 |',
    to: '| 0 至 5，默认 3 |',
    fact: 'job-max-retries',
  },
  {
    name: 'an outside SSH host for a dev instance',
    page: 'ai-coder/ssh.md',
    from: 'ssh -p 30022 root@ssh.cn-east-1.example.com',
    to: 'ssh -p 30022 root@ssh.opti.example.com',
    fact: 'dev-instance-ssh-host',
  },
  {
    name: 'an H800 price in a token-free sentence',
    page: 'ai-studio/index.md',
    from: 'H800 每卡每小时 [[fact:price-h800]]',
    to: 'H800 每卡每小时 ¥16.80',
    fact: 'price-h800',
  },
  {
    name: 'failed requests not charged, with no word on streams (expense)',
    page: 'fundamentals/expense/index.md',
    from: '每小时汇总出账。模型 API 以 4xx、5xx 状态码结束的请求不计费，但流式请求中途出错或被客户端断开时，此前已生成的 Token 照常计费；ComfyUI 任务因工作流自身出错而失败时按已运行的秒数计费，平台故障导致的失败不计费。',
    to: '每小时汇总出账；失败的请求不计费。',
    fact: 'failed-request-billing',
  },
  {
    name: 'failed requests not charged (English expense)',
    page: 'en/fundamentals/expense/index.md',
    from: 'billed once an hour. A model API request that ends with a 4xx or 5xx status is not charged, but when a streaming request fails midway or the client disconnects, the tokens generated before that are still charged; a ComfyUI task that fails because of an error in its workflow is charged for the seconds it ran, and a failure caused by the platform is not charged.',
    to: 'billed once an hour; failed requests are not charged.',
    fact: 'failed-request-billing',
  },
  {
    name: 'arrears stop only dev instances and inference services (FAQ)',
    page: 'support/faq.md',
    from: '运行中的开发机、推理服务、训练任务和 KubeStudio 节点在欠费 [[fact:arrears-stop-delay]]自动停止',
    to: '运行中的开发机与推理服务在欠费 24 小时后自动停止',
    fact: 'arrears-stopped-resources',
  },
  {
    name: 'arrears stop only dev instances and inference services (English pricing)',
    page: 'en/ai-studio/pricing/index.md',
    from: 'running dev instances, inference services, training jobs and KubeStudio nodes are stopped',
    to: 'running dev instances and inference services are stopped',
    fact: 'arrears-stopped-resources',
  },
  {
    name: 'every OptiCompute instance released after 15 days stopped',
    page: 'opti-compute/troubleshoot.md',
    from: 'GPU 实例停止超过 [[fact:opti-stopped-instance-release:1]]会被自动释放，免费 CPU 实例[[fact:free-cpu-instance-reclaim]]会被回收，',
    to: '停止超过 15 天的实例会被自动释放，',
    fact: 'free-cpu-instance-reclaim',
  },
  {
    name: 'workflow_id generated from the workflow name',
    page: 'comfy-stack/workflow-upload.md',
    from: '名称在租户内唯一。名称不决定 `workflow_id`：',
    to: '名称在租户内唯一，之后发布时会用它生成 `workflow_id`。',
    fact: 'comfy-workflow-id-prefix',
  },
  {
    name: 'Web preview as a way into every instance',
    page: 'fundamentals/core-features.md',
    from: '推理服务的访问地址，以及优化算力（OptiCompute）实例的 [Web 预览](/opti-compute/use-web-preview) HTTPS 地址，',
    to: 'Web 预览的 HTTPS 地址和推理服务的访问地址，',
    fact: 'web-preview-product',
  },
  {
    name: 'the GPU quota counting only dev instances, jobs and services',
    page: 'fundamentals/tenant/index.md',
    from: '开发机、训练任务、推理服务、KubeStudio 节点池和优化算力实例合并计算',
    to: '开发机、训练任务、推理服务合并计算',
    fact: 'gpu-quota-scope',
  },
  {
    name: 'a stopped dev instance charged for storage only (post)',
    page: 'posts/serve-models-with-sglang.md',
    from: '调好后记得停掉开发机：停止后不再收 GPU 费用，',
    to: '调好后记得停掉开发机，停止状态只收存储费。',
    fact: 'stopped-instance-system-disk',
  },
  {
    name: 'a 430 GB file system for the DeepSpeed checkpoints (not a step of 100 GB)',
    page: 'posts/full-fine-tuning-with-deepspeed-zero3.md',
    from: '为此配置 500 GB 保留一个月，存储费 [[calc:500 * shared-storage-price|¥0]]',
    to: '为此配置 430 GB 保留一个月，存储费约 [[calc:430 * shared-storage-price|¥0]]',
    fact: 'shared-storage-capacity',
  },
  {
    name: 'a 20 GB file system for preprocessing (below the minimum)',
    page: 'posts/free-cpu-instance-data-preprocessing.md',
    from: '而文件系统最小 [[fact:shared-storage-capacity:1]]、以 [[fact:shared-storage-capacity:1]] 为步长，按 [[fact:shared-storage-capacity:1]] 和 [[fact:shared-storage-price]]计，每月 [[calc:shared-storage-capacity:1 * shared-storage-price|¥0]]',
    to: '配置 20 GB 的文件系统按 ¥0.30 / GB·月计，每月约 ¥6',
    fact: 'shared-storage-capacity',
  },
  {
    name: '15 GB of shared storage for the weights (vLLM cost table)',
    page: 'posts/deploy-qwen2-5-7b-with-vllm.md',
    from: '| 共享存储 | 权重约 15 GB，按最小容量 [[fact:shared-storage-capacity:1]] 配置，一个月 | ¥30.00 |',
    to: '| 共享存储 | 权重约 15 GB，配置 15 GB，一个月 | ¥4.50 |',
    fact: 'shared-storage-capacity',
  },
  {
    name: 'one copy of a 145 GB model on a 145 GB file system (Git LFS)',
    page: 'posts/git-lfs-large-models.md',
    from: '只放一份配置 200 GB 就够，每月 ¥60',
    to: '只放一份配置 145 GB 就够，每月 ¥43.50',
    fact: 'shared-storage-capacity',
  },
  {
    name: 'a 15 GB expansion for a Conda environment',
    page: 'posts/conda-env-on-shared-storage.md',
    from: '即使为它单独扩容 100 GB，每月也只多 ¥30',
    to: '即使为它单独扩容 15 GB，每月也只多 ¥4.50',
    fact: 'shared-storage-capacity',
  },
  {
    name: 'a file system created with --capacity 2TB (2,048 GB)',
    page: 'fundamentals/storage/shared-file-storage-manage.md',
    from: '--capacity 2000GB --default',
    to: '--capacity 2TB --default',
    fact: 'shared-storage-capacity',
  },
  {
    name: 'a shrink to about 2 TB',
    page: 'fundamentals/storage/shared-file-storage-manage.md',
    from: '最多缩到 2,100 GB',
    to: '最多缩到约 2 TB',
    fact: 'shared-storage-capacity',
  },
  {
    name: 'a capacity stated from 50 GB',
    page: 'fundamentals/storage/shared-file-storage-manage.md',
    from: '设置容量：[[fact:shared-storage-capacity]]',
    to: '设置容量：最小 50 GB',
    fact: 'shared-storage-capacity',
  },
  {
    name: 'a 2,048 GB file system (English)',
    page: 'en/fundamentals/storage/index.md',
    from: 'needs a 2,100 GB file system',
    to: 'needs a 2,048 GB file system',
    fact: 'shared-storage-capacity',
  },
  {
    name: 'an OptiCompute system disk of 50 GB',
    page: 'opti-compute/troubleshoot.md',
    from: '系统盘只有 [[fact:opti-system-disk-size]]',
    to: '系统盘只有 50 GB',
    fact: 'opti-system-disk-size',
  },
  {
    name: 'the SSH gateway closing idle connections after 30 minutes',
    page: 'posts/ssh-config-tips.md',
    from: '平台的 SSH 入口会断开 [[fact:ssh-idle-disconnect]]内',
    to: '平台的 SSH 入口会断开 30 分钟内',
    fact: 'ssh-idle-disconnect',
  },
  {
    name: 'the free tier at 100 requests a minute (post)',
    page: 'posts/trial-first-model-api-call.md',
    from: '免费档每分钟 60 次',
    to: '免费档每分钟 100 次',
    fact: 'rate-limit-free-rpm',
  },
  {
    name: 'a retry example that makes 5 attempts',
    page: 'gen-studio/api/error-codes-llm.md',
    from: 'max_attempts: int = 6',
    to: 'max_attempts: int = 5',
    fact: 'api-retry-attempts',
  },
  {
    name: 'the platform called prepaid (expense centre)',
    page: 'fundamentals/expense/index.md',
    from: '平台的付费方式是[[fact:billing-mode]]',
    to: '平台采用预付费模式',
    fact: 'billing-mode',
  },
  {
    name: 'the model API called post-paid (API billing)',
    page: 'en/gen-studio/api/billing.md',
    from: 'works like every other product: [[fact:billing-mode]]',
    to: 'is paid for after the fact',
    fact: 'billing-mode',
  },
  {
    name: 'ComfyStack output files kept 14 days',
    page: 'comfy-stack/workflow-history.md',
    from: '| 输出文件 | [[fact:comfy-output-retention]] |',
    to: '| 输出文件 | 14 天 |',
    fact: 'comfy-output-retention',
  },
  {
    name: 'retired models still announced as going offline',
    page: 'gen-studio/models/supported-models.md',
    from: '下表的模型均[[fact:models-retired-2025-12]]',
    to: '下表的模型均将于 2025-12-15 下线',
    fact: 'models-retired-2025-12',
  },
  {
    name: 'a retired ComfyStack environment still maintained',
    page: 'comfy-stack/environments.md',
    from: '| 28 个 | [[fact:comfy-stable-2025-04-end]] |',
    to: '| 28 个 | 维护至 2026-04-30 |',
    fact: 'comfy-stable-2025-04-end',
  },
  {
    name: '1.28 clusters still to be unsupported',
    page: 'kube-studio/limitations.md',
    from: '1.28 集群[[fact:kubernetes-128-end]]',
    to: '1.28 集群将于 2026 年 1 月停止支持',
    fact: 'kubernetes-128-end',
  },
  {
    name: 'private image storage at another price (image registry)',
    page: 'fundamentals/image-hub/index.md',
    from: '| 价格 | [[fact:registry-storage-price]]，按镜像层',
    to: '| 价格 | ¥0.50 / GB·月，按镜像层',
    fact: 'registry-storage-price',
  },
]

describe('planted contradictions are caught', () => {
  it.each(PLANTS)('$name ($page)', ({ page, from, to, fact }) => {
    const text = read(page)
    expect(text, `${page} no longer contains the planted text`).toContain(from)
    const planted = text.replace(from, to)
    const line = planted.slice(0, planted.indexOf(to)).split('\n').length
    const violations = checkPage(planted, `docs/${page}`, facts)
    expect(violations.map((v) => `${v.line} ${v.fact}`)).toContain(`${line} ${fact}`)
    const v = violations.find((x) => x.fact === fact) as Violation
    expect(v.file).toBe(`docs/${page}`)
    expect(v.recorded).toBe(facts.byId.get(fact)?.value[page.startsWith('en/') ? 'en' : 'zh'])
  })

  it('names the file, the line, the fact, what the page says and the recorded value', () => {
    const text = read('kube-studio/limitations.md').replace('[[fact:gpu-quota-default]]', '新租户默认 16 卡')
    const [v] = checkPage(text, 'docs/kube-studio/limitations.md', facts)
    expect(v && formatViolation(v)).toMatch(
      /^docs\/kube-studio\/limitations\.md:\d+ {2}fact gpu-quota-default: states "16", recorded "每个区域、每种型号默认 64 卡"$/,
    )
  })

  it('reports an unknown token and a token in frontmatter', () => {
    expect(checkPage('# T\n\n价格 [[fact:no-such-fact]]\n', 'docs/x.md', facts)).toEqual([
      { file: 'docs/x.md', line: 3, fact: 'no-such-fact', found: '[[fact:no-such-fact]]', recorded: 'no such fact' },
    ])
    const fm = checkPage('---\ntitle: "[[fact:price-h800]]"\n---\n\n# T\n', 'docs/x.md', facts)
    expect(fm.map((v) => [v.line, v.recorded])).toEqual([[2, 'no tokens in frontmatter']])
  })
})

describe('legitimate differences are not flagged', () => {
  const ok = (text: string, file: string) => expect(checkPage(text, file, facts).map(formatViolation)).toEqual([])

  it('another product with its own limit: OptiCompute’s console label and 30 GB system disk', () => {
    const line = '创建时忘了选，可以在实例详情页「SSH 密钥 → 添加」，约 30 秒生效。'
    ok(line, 'docs/opti-compute/ssh.md')
    expect(checkPage(line, 'docs/ai-coder/ssh.md', facts).map((v) => v.fact)).toEqual(['ssh-key-add-running-instance'])
    ok('免费实例的系统盘只有 30 GB。', 'docs/opti-compute/troubleshoot.md')
    expect(checkPage('开发机的系统盘只有 30 GB。', 'docs/ai-studio/dev-instance/index.md', facts)).toHaveLength(1)
  })

  it('different retention periods of different things on one page', () => {
    ok('审计事件在平台保留 180 天；批量推理的输出文件与错误文件保留 7 天；kubeconfig 无关。', 'docs/gen-studio/x.md')
    ok('输出文件保留 7 天，任务记录保留 90 天。', 'docs/support/faq.md')
  })

  it('the snapshot price beside the storage price, and reasoning models’ own max_tokens default', () => {
    ok('共享文件存储 ¥0.30 / GB·月；删除的数据如果还被快照引用，按快照价格 ¥0.10 / GB·月计费。', 'docs/x.md')
    ok(
      'Shared file storage costs ¥0.30 per GB-month; a snapshot is billed for changed data, at ¥0.10 per GB-month.',
      'docs/en/x.md',
    )
    expect(checkPage('Shared file storage costs ¥0.10 per GB-month.', 'docs/en/x.md', facts)).toHaveLength(1)
    ok('普通模型 `max_tokens` 默认 2,048，推理模型的 `max_tokens` 默认 8,192。', 'docs/x.md')
  })

  it('a denial of the wrong value, and an old value on a change log', () => {
    ok('共享文件存储按**配置容量**计费，而不是按已用空间。', 'docs/posts/x.md')
    ok('- 调价前 H800 每卡时 ¥16.80。', 'docs/ai-studio/changelog.md')
  })

  it("a reader's question in the frontmatter, whatever value it names; the description still counts", () => {
    const page = (description: string) =>
      `---\ndescription: ${description}\nquestions:\n  配额:\n    - 新租户默认 16 卡吗\n---\n\n# 配额\n`
    ok(page('配额说明'), 'docs/ai-studio/job/create.md')
    expect(checkPage(page('新租户默认 16 卡'), 'docs/ai-studio/job/create.md', facts).map((v) => v.line)).toEqual([2])
  })

  it('a shared-storage capacity the product gives (1 TB = 1,024 GB), and sizes of other things', () => {
    const capacity = (line: string, file = 'docs/posts/x.md') =>
      checkPage(line, file, facts).filter((v) => v.fact === 'shared-storage-capacity')
    // The brief's three phrasings: a wrong capacity is flagged, with its size in GB when written in TB.
    expect(capacity('创建 2 TB 的文件系统。').map((v) => v.found)).toEqual(['2 TB = 2048 GB'])
    expect(capacity('准备一个 20 GB 的共享存储。')).toHaveLength(1)
    expect(capacity('写满后扩容到 550 GB。')).toHaveLength(1)
    expect(capacity('Expand the file system to 1 TB.', 'docs/en/x.md')).toHaveLength(1)
    ok('写满后扩容到 500 GB；创建 25 TB 的文件系统（25,600 GB）；共享存储 700 GB。', 'docs/posts/x.md')
    ok('atlctl storage fs resize team-data --capacity 5000GB', 'docs/posts/x.md')
    ok('500 GB of shared file storage; expandable online, up to 500 TB per file system.', 'docs/en/x.md')
    // Used, needed and other things' sizes are not capacities.
    ok('一个 145 GB 的模型实际会占用约 290 GB 共享存储。', 'docs/posts/x.md')
    ok('例如需要 2 TB（2,048 GB）空间时配置 2,100 GB。', 'docs/posts/x.md')
    ok('共享存储挂载在 /data/shared，开发机配置 32 GB 内存、80 GB 显存，挂载 50 GB 的系统盘。', 'docs/posts/x.md')
    ok('共享存储放权重，A800 扩到 8 卡、每卡 80 GB 显存；PVC 写 `storage: 1Ti`。', 'docs/posts/x.md')
    ok('The file system holds a 15 GB model; the instance is configured with 64 GB of memory.', 'docs/en/x.md')
  })

  it('a GPU count that is not the quota (a 16-card job)', () => {
    ok('一个两节点、16 张 A800 的 SFT 任务，需要租户 A800 配额不少于 16 卡。', 'docs/ai-studio/job/create.md')
  })
})

describe('insertion tokens', () => {
  it('insert the value of the page’s locale', () => {
    expect(expandFacts('配额：[[fact:gpu-quota-default]]。', facts, 'zh')).toBe('配额：每个区域、每种型号默认 64 卡。')
    expect(expandFacts('Quota: [[fact:gpu-quota-default]].', facts, 'en')).toBe(
      'Quota: at most 64 GPUs per region and GPU type.',
    )
  })

  it('are left alone in fenced code, and written literally when escaped', () => {
    const src = '```md\n[[fact:price-h800]]\n```\n\n\\[[fact:price-h800]] = [[fact:price-h800]]\n'
    expect(expandFacts(src, facts, 'zh')).toBe('```md\n[[fact:price-h800]]\n```\n\n[[fact:price-h800]] = ¥15.80\n')
  })

  it('fail on an unknown id with its line, or stay as written when asked to', () => {
    expect(() => expandFacts('a\n[[fact:nope]]', facts, 'zh')).toThrow(/Unknown fact \[\[fact:nope\]\] on line 2/)
    expect(expandFacts('[[fact:nope]]', facts, 'zh', 'keep')).toBe('[[fact:nope]]')
  })

  it('keep the page’s line count (values are one line)', () => {
    const text = read('ai-studio/pricing/index.md')
    expect(expandFacts(text, facts, 'zh').split('\n')).toHaveLength(text.split('\n').length)
  })
})

describe('the facts file', () => {
  const minimal = (over: Record<string, unknown>) => ({
    facts: [
      {
        id: 'a-fact',
        category: 'quota',
        description: 'd',
        value: '1',
        agrees: ['1'],
        patterns: ['(\\d+) 卡'],
        ...over,
      },
    ],
  })

  it('is validated with the fact and field at fault', () => {
    expect(() => parseFacts(minimal({ id: 'Bad Id' }))).toThrow(/id must be kebab-case/)
    expect(() => parseFacts(minimal({ category: 'misc' }))).toThrow(/fact a-fact: category/)
    expect(() => parseFacts(minimal({ patterns: ['卡'] }))).toThrow(/must capture the value/)
    expect(() => parseFacts(minimal({ patterns: ['(\\d+'] }))).toThrow(/fact a-fact\.patterns\[0\]/)
    expect(() => parseFacts(minimal({ agrees: undefined }))).toThrow(/agrees lists/)
    expect(() => parseFacts(minimal({ value: { zh: 'a' } }))).toThrow(/value is a string or \{zh, en\}/)
    // YAML's flow style splits `{ zh: 至少 1,024 Token }` at the comma: the stray key is refused.
    expect(() => parseFacts(minimal({ value: { zh: '至少 1', '024 Token': null, en: 'x' } }))).toThrow(
      /value is a string/,
    )
    expect(() => parseFacts(minimal({ value: { zh: '10 个', en: 10 } }))).toThrow(/\{zh, en\} of strings/)
    expect(() => parseFacts(minimal({ value: 64 }))).toThrow(/value is a string/)
    expect(() => parseFacts(minimal({ value: { zh: '「更新」', en: '「更新」 (Update)' } }))).toThrow(
      /fact a-fact: the en value is written in Chinese/,
    )
    expect(() => parseFacts(minimal({ value: '1 分钟内' }))).toThrow(/the en value is written in Chinese/)
    expect(() => parseFacts(minimal({ patern: [] }))).toThrow(/unknown field patern/)
    expect(() => parseFacts({ facts: [minimal({}).facts[0], minimal({}).facts[0]] })).toThrow(/id used twice/)
  })

  it('reads compare: step against the fact’s step, and refuses one without the other', () => {
    const stepped = (over: Record<string, unknown>) =>
      minimal({
        patterns: [{ re: '容量 (\\S+B)', compare: 'step' }],
        step: { min: 100, every: 100, unit: 'GB', units: { TB: 1024 } },
        ...over,
      })
    const set = parseFacts(stepped({}))
    const found = (line: string) => checkPage(line, 'x.md', set).map((v) => v.found)
    expect(found('容量 100GB；容量 2,100GB；容量 25TB；容量 0.5TB')).toEqual(['0.5TB = 512 GB'])
    expect(found('容量 50GB；容量 150GB；容量 2TB；容量 3PB')).toEqual(['50GB', '150GB', '2TB = 2048 GB', '3PB'])
    expect(() => parseFacts(stepped({ step: undefined }))).toThrow(/compare: step needs the fact's step/)
    expect(() => parseFacts(minimal({ step: { min: 100, every: 100, unit: 'GB' } }))).toThrow(
      /read only by compare: step/,
    )
    expect(() => parseFacts(stepped({ step: { min: 100, every: 0, unit: 'GB' } }))).toThrow(/positive numbers/)
    expect(() => parseFacts(stepped({ step: { min: 100, every: 100, unit: 'GB', units: { TB: 'x' } } }))).toThrow(
      /units maps a unit/,
    )
    expect(() => parseFacts(stepped({ step: { min: 1, every: 1, unit: 'GB', size: 1 } }))).toThrow(/unknown field size/)
  })

  it('compares numbers however they are written', () => {
    expect(normaliseValue('1,024')).toBe('1024')
    expect(normaliseValue('1 024')).toBe('1024')
    expect(normaliseValue('¥2.00 | ¥3.00')).toBe('2.00 / 3.00')
    const set = parseFacts(minimal({ agrees: ['1024'], patterns: ['至少 ([\\d, ]+?) Token'] }))
    expect(checkPage('至少 1,024 Token；至少 1 024 Token', 'x.md', set)).toEqual([])
    expect(checkPage('至少 1,000 Token', 'x.md', set)).toHaveLength(1)
  })
})

describe('both locales', () => {
  it('English pages are checked with English phrasings (they state 20 recorded facts)', () => {
    const stated = new Set(
      pages.filter((rel) => rel.startsWith('en/')).flatMap((rel) => scanPage(read(rel), rel, facts).map((s) => s.fact)),
    )
    expect(stated.size).toBeGreaterThanOrEqual(20)
  })
})

describe('the markdown-it plugin', () => {
  it('fills tokens before parsing, in the page’s locale, and leaves code blocks alone', async () => {
    const { createMarkdownRenderer } = await import('vitepress')
    const { factsMarkdownPlugin } = await import('../../../.vitepress/plugins/facts')
    const md = await createMarkdownRenderer(DOCS)
    md.use(factsMarkdownPlugin(DOCS))
    const src = '| GPU | 价格 |\n|---|---|\n| H800 | [[fact:price-h800]] |\n\n```\n[[fact:price-h800]]\n```\n'
    const html = md.render(src, { relativePath: 'ai-studio/x.md' })
    expect(html).toContain('<td>¥15.80</td>')
    expect(html).toContain('[[fact:price-h800]]')
    expect(md.render('[[fact:price-vcpu]]', { relativePath: 'en/x.md' })).toContain('¥0.08 per vCPU-hour')
    expect(() => md.render('[[fact:nope]]', { relativePath: 'x.md' })).toThrow(/x\.md: Unknown fact/)
  })
})
