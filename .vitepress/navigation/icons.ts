import type { ProductIconType } from './types'

/** Support icon values usable in Markdown comparison tables (BEHAVIOUR.md shell §3). */
export const SUPPORT_ICON_VALUES = ['yes', 'no', 'star', 'star-half', 'twinkle'] as const
export type SupportIconValue = (typeof SUPPORT_ICON_VALUES)[number]

/**
 * Which Material Design Icons glyph draws each icon. The glyphs are bundled at build time from
 * @iconify-json/mdi (only these), so no icon service is ever contacted.
 */
export const iconGlyphs: Record<ProductIconType | SupportIconValue, string> = {
  devinstance: 'laptop',
  'container-image': 'docker',
  job: 'run-fast',
  serving: 'server-network',
  modelgarden: 'cube-outline',
  inference: 'rocket-launch-outline',
  buy: 'cart-outline',
  finetune: 'tune-variant',
  comfyui: 'palette-outline',
  aistudio: 'flask-outline',
  genstudio: 'creation-outline',
  solution: 'lightbulb-on-outline',
  deepseek: 'fish',
  aicoder: 'code-braces',
  tenant: 'account-group-outline',
  expense: 'cash-multiple',
  notification: 'bell-outline',
  kubestudio: 'kubernetes',
  storage: 'database-outline',
  compute: 'chip',
  opticompute: 'speedometer',
  yes: 'check-circle',
  no: 'close-circle',
  star: 'star',
  'star-half': 'star-half-full',
  twinkle: 'shimmer',
}
