import type { Locale } from '../src/contracts'

/**
 * First search sessions as readers type them (open the modal, three queries), for the transfer
 * budget and the benchmarks: what an embedded search reads, at any site size, is measured on these.
 */
export const SEARCH_SESSIONS: { locale: Locale; queries: [string, string, string] }[] = [
  { locale: 'zh', queries: ['开发机', '开发机 系统盘', '开发机系统盘扩容'] },
  { locale: 'zh', queries: ['rate limit', '429', '限流了怎么办'] },
  { locale: 'zh', queries: ['如何部署 qwen', 'vllm 部署', '推理服务 自动伸缩'] },
  { locale: 'zh', queries: ['训练任务失败自动重启', '容错训练', 'DDP 多机训练'] },
  { locale: 'zh', queries: ['价格', '大模型 API 价格', 'A100 多少钱一小时'] },
  { locale: 'zh', queries: ['卡', '镜像', 'CUDA_VISIBLE_DEVICES'] },
  { locale: 'en', queries: ['api key', 'rate limit', 'dev instance ssh'] },
]

/** Transfer budget of one first session (index files, gzip), at the site's size. */
export const SESSION_BUDGET_BYTES = 150 * 1024
