import type { BannerItem } from './types'

/** Announcement banner constants (BEHAVIOUR.md shell §9). */
export const BANNER_ROTATION_MS = 8000
/** Half a day: a closed banner comes back after this long. */
export const BANNER_RESHOW_AFTER_MS = 43_200_000
export { KEY_BANNER as BANNER_STORAGE_KEY } from '../../src/contracts/page-storage-keys'

export const bannerItems: BannerItem[] = [
  {
    icon: 'genstudio',
    text: '大模型 API 模型价格调整，2025 年 11 月 1 日起生效',
    reason: 'price-change',
    doc: '/gen-studio/pricing/price-change-2025-11.html',
    link: '/maas/models',
    linkText: '查看模型价格',
  },
  {
    icon: 'comfyui',
    text: 'ComfyUI API 价格调整，2025 年 11 月 1 日起生效：新增大显存系列，并发包享折扣',
    reason: 'price-change',
    doc: '/comfy-stack/price-change-2025-11.html',
    link: '/comfy-stack',
    linkText: '前往控制台',
  },
  {
    icon: 'inference',
    text: '分布式推理部署上线：支持单机多卡与多机多卡部署大模型',
    reason: 'new-feature',
    doc: '/ai-studio/inference/distributed-serving.html',
    link: '/ai-studio/inference',
    linkText: '立即部署',
  },
]

/** The same messages for the pages under /en/, in the same order and with the same links. */
export const bannerItemsEn: BannerItem[] = [
  {
    icon: 'genstudio',
    text: 'New prices for the model APIs take effect on 1 November 2025',
    reason: 'price-change',
    doc: '/gen-studio/pricing/price-change-2025-11.html',
    link: '/maas/models',
    linkText: 'See model prices',
  },
  {
    icon: 'comfyui',
    text: 'New ComfyUI API prices from 1 November 2025: a large-memory series and discounted concurrency packs',
    reason: 'price-change',
    doc: '/comfy-stack/price-change-2025-11.html',
    link: '/comfy-stack',
    linkText: 'Open the console',
  },
  {
    icon: 'inference',
    text: 'Distributed inference is here: deploy large models on one node or several, each with multiple GPUs',
    reason: 'new-feature',
    doc: '/ai-studio/inference/distributed-serving.html',
    link: '/ai-studio/inference',
    linkText: 'Deploy now',
  },
]
