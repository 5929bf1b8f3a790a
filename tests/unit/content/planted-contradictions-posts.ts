// Contradictions a read of the posts against the product pages found (facts.test.ts plants each back, as it
// does those of planted-contradictions.ts): values the check could not see until the facts read their wording.
import type { Plant } from './planted-contradictions'

export const POST_PLANTS: Plant[] = [
  {
    name: 'a model price in a table with a max-output column (post)',
    page: 'posts/choose-model-for-your-task.md',
    from: '| 8,192 | 2.00 / 3.00 |',
    to: '| 8,192 | 2.00 / 8.00 |',
    fact: 'price-deepseek-v32',
  },
  {
    name: 'a model price in a table with a max-output column (supported models)',
    page: 'gen-studio/models/supported-models.md',
    from: '| 8,192 | 0.35 | 0.35 |',
    to: '| 8,192 | 0.35 | 0.50 |',
    fact: 'price-qwen25-7b',
  },
  {
    name: 'the 免费档 row at 50 RPM (rate limits)',
    page: 'gen-studio/api/rate-limit.md',
    from: '| 免费档 | 新租户 | 60 |',
    to: '| 免费档 | 新租户 | 50 |',
    fact: 'rate-limit-free-rpm',
  },
  {
    name: 'L1 at 2,000,000 TPM (post)',
    page: 'posts/handle-rate-limits-and-retries.md',
    from: '| 500 | 1,000,000 |',
    to: '| 500 | 2,000,000 |',
    fact: 'rate-limit-l1-tpm',
  },
  {
    name: 'L2 at 6,000,000 TPM (English)',
    page: 'en/gen-studio/api/rate-limit.md',
    from: '[[fact:rate-limit-l2-tpm]]',
    to: '6,000,000 TPM',
    fact: 'rate-limit-l2-tpm',
  },
  {
    name: 'a new KubeStudio node ready in 2 minutes (post)',
    page: 'posts/kubestudio-deployment-service-hpa.md',
    from: '约 [[fact:kubestudio-node-ready:1]]就绪',
    to: '新节点约 2 分钟就绪',
    fact: 'kubestudio-node-ready',
  },
  {
    name: 'the free CPU instance at 10 hours a day (post)',
    page: 'posts/open-webui-with-model-api.md',
    from: '每天最多使用 [[fact:free-cpu-instance-hours:1]]',
    to: '每天最多使用 10 小时',
    fact: 'free-cpu-instance-hours',
  },
  {
    name: 'the free CPU instance with 8 GB of memory (post)',
    page: 'posts/gradio-demo-with-web-preview.md',
    from: '（[[fact:free-cpu-instance-spec]]）',
    to: '（2 vCPU、8 GB 内存）',
    fact: 'free-cpu-instance-spec',
  },
  {
    name: 'the voucher valid 60 days (post)',
    page: 'posts/trial-first-model-api-call.md',
    from: '有效期 [[fact:voucher-validity]]，从发放时起算',
    to: '有效期 60 天，从发放时起算',
    fact: 'voucher-validity',
  },
  {
    name: 'instances stopped 12 hours into arrears (post)',
    page: 'posts/save-money-stop-release-reservation.md',
    from: '余额变负后运行中的实例在 [[fact:arrears-stop-delay]]被停止',
    to: '余额变负后运行中的实例在 12 小时后被停止',
    fact: 'arrears-stop-delay',
  },
]
