/** Shapes of the navigation data (BEHAVIOUR.md shell §3). Data files hold values only, no logic. */

/** The 21 product icon types of BEHAVIOUR.md. */
export const PRODUCT_ICON_TYPES = [
  'devinstance',
  'container-image',
  'job',
  'serving',
  'modelgarden',
  'inference',
  'buy',
  'finetune',
  'comfyui',
  'aistudio',
  'genstudio',
  'solution',
  'deepseek',
  'aicoder',
  'tenant',
  'expense',
  'notification',
  'kubestudio',
  'storage',
  'compute',
  'opticompute',
] as const
export type ProductIconType = (typeof PRODUCT_ICON_TYPES)[number]

interface MenuItem {
  key: string
  title: string
  description: string
  link: string
  iconType: ProductIconType
  iconLabel: string
}

interface Feature {
  text: string
  link: string
  iconType: ProductIconType
  iconLabel: string
  /** `_blank` for pages that open in a new tab (the API references). */
  target?: '_blank'
}

export interface FeatureSection {
  title: string
  description?: string
  features: Feature[]
}

export interface Flyout {
  /** Stable id, used for element ids and tests. */
  id: string
  text: string
  /** Key of the menu item highlighted when the flyout opens. */
  defaultKey: string
  menuItems: MenuItem[]
  featureSections: Record<string, FeatureSection[]>
}

interface FooterLink {
  text: string
  link: string
  /** Absolute URL outside the docs (opens in a new tab). */
  external?: boolean
}

export interface FooterGroup {
  title: string
  links: FooterLink[]
}

export interface BannerItem {
  icon: string
  text: string
  /** Why the message is shown (kept for analytics; BEHAVIOUR.md does not show how it is used). */
  reason: string
  /** Site path of the page explaining the change. */
  doc: string
  /** Console path (mapped onto the console host). */
  link: string
  linkText: string
}

export interface RedirectRule {
  from: string
  to: string
}
