import type { LabelsConfig } from 'redoc'
import type { RedocFixedLabels } from '../../plugins/redocLabels'
import { shellLocale } from './strings'

/** API viewer constants (BEHAVIOUR.md shell §9). */
export const API_VIEWER_SCROLL_OFFSET = 64
const API_VIEWER_EXPAND_RESPONSES = '200,201'
const API_VIEWER_JSON_SAMPLE_EXPAND_LEVEL = 3
const API_VIEWER_SCHEMA_EXPANSION_LEVEL = 3

/** Marks a list the build emptied (build/apiReference.ts, holdCollapsed); the viewer refills it before hydrating. */
export const API_HELD_ATTR = 'data-api-held'

/** The viewer's reader-facing texts in both locales (its status line and error). */
const API_VIEWER_TEXT = {
  zh: {
    loading: '正在加载 API 文档...',
    error: (message: string) => `API 文档加载失败：${message}`,
    unknownError: '发生未知错误',
    renderFailed: '文档渲染失败',
  },
  en: {
    loading: 'Loading API documentation...',
    error: (message: string) => `Error loading API documentation: ${message}`,
    unknownError: 'Unknown error occurred',
    renderFailed: 'Failed to render documentation',
  },
} as const

/** The viewer's texts for a VitePress locale index (`root` is Chinese). */
export const apiViewerText = (localeIndex: string) => API_VIEWER_TEXT[shellLocale(localeIndex)]

/**
 * The labels Redoc (2.5) lets its options set (`labels`, its `LabelsConfig`), per locale. Redoc copies
 * them into one table for the whole module, so every render passes a complete set. What it writes in
 * English with no option is set by REDOC_FIXED_TEXT below; the rest (required, <place> Parameters,
 * One of, Description) stays English: BEHAVIOUR.md shell §2.7.
 */
const REDOC_LABELS: Record<'zh' | 'en', LabelsConfig> = {
  zh: {
    enum: '枚举值',
    enumSingleValue: '取值',
    enumArray: '元素',
    default: '默认值',
    deprecated: '已弃用',
    example: '示例',
    examples: '示例',
    recursive: '递归',
    arrayOf: '数组 · ',
    webhook: '事件',
    const: '取值',
    noResultsFound: '未找到结果',
    download: '下载',
    downloadSpecification: '下载 OpenAPI 规范',
    responses: '响应',
    callbackResponses: '回调响应',
    requestSamples: '请求示例',
    responseSamples: '响应示例',
  },
  en: {
    enum: 'Enum',
    enumSingleValue: 'Value',
    enumArray: 'Items',
    default: 'Default',
    deprecated: 'Deprecated',
    example: 'Example',
    examples: 'Examples',
    recursive: 'Recursive',
    arrayOf: 'Array of ',
    webhook: 'Event',
    const: 'Value',
    noResultsFound: 'No results found',
    download: 'Download',
    downloadSpecification: 'Download OpenAPI specification',
    responses: 'Responses',
    callbackResponses: 'Callback responses',
    requestSamples: 'Request samples',
    responseSamples: 'Response samples',
  },
}

/**
 * The labels Redoc writes with no option (plugins/redocLabels.ts rewrites its bundle to read these).
 * Expand all / Collapse all keep Redoc's spaces: they sit between its buttons.
 */
const REDOC_FIXED_TEXT: Record<'zh' | 'en', RedocFixedLabels> = {
  zh: {
    copy: '复制',
    copied: '已复制',
    expandAll: ' 全部展开 ',
    collapseAll: ' 全部收起 ',
    searchPlaceholder: '搜索接口…',
    authorizations: '鉴权方式：',
    requestBodySchema: '请求体结构：',
    responseSchema: '响应结构：',
  },
  en: {
    copy: 'Copy',
    copied: 'Copied',
    expandAll: ' Expand all ',
    collapseAll: ' Collapse all ',
    searchPlaceholder: 'Search...',
    authorizations: 'Authorizations:',
    requestBodySchema: 'Request Body schema: ',
    responseSchema: 'Response Schema: ',
  },
}

export interface ApiViewerOptions {
  scrollYOffset: () => number
  expandResponses: string
  jsonSampleExpandLevel: number
  schemaExpansionLevel: number
  requiredPropsFirst: boolean
  hideLoading: boolean
  labels: LabelsConfig
  /** Redoc's labels that no option sets: ours, not Redoc's (renderRedoc.ts hands them to its bundle). */
  fixedLabels: RedocFixedLabels
  theme: Record<string, unknown>
}

/**
 * The viewer's two palettes. Every text colour meets WCAG AA (4.5:1) on the background it is drawn on:
 * Redoc's defaults do not (white on its green GET badge, its red "required" on dark), and some of its
 * colours are fixed in its styles rather than themable; those are set in ApiReference.vue's styles.
 */
const PALETTES = {
  light: {
    bg: '#ffffff',
    soft: '#f6f6f7',
    text: '#3c3c43',
    muted: '#5c5c62',
    border: '#e2e2e3',
    primary: '#3451e0',
    code: '#1e1e20',
    required: '#b91c1c',
    label: '#3451e0',
    success: '#146c34',
    error: '#b91c1c',
    redirect: '#8a4b00',
    info: '#1d4ed8',
  },
  dark: {
    bg: '#1b1b1f',
    soft: '#202127',
    text: '#dfdfd6',
    muted: '#a8a8b0',
    border: '#3c3f44',
    primary: '#8c9eff',
    code: '#161618',
    required: '#ff8a80',
    label: '#a5b4ff',
    success: '#4ade80',
    error: '#f87171',
    redirect: '#fbbf24',
    info: '#93c5fd',
  },
} as const

/** Badge colours of the HTTP verbs; white text on each is at least 4.5:1. */
const HTTP_VERBS = {
  get: '#047857',
  post: '#3451e0',
  put: '#b45309',
  patch: '#7e22ce',
  delete: '#c81e1e',
  options: '#4b5563',
  head: '#6d28d9',
  basic: '#4b5563',
  link: '#0e7490',
}

/** Response tabs sit on the right panel's dark code background in both modes: the dark palette's
    status colours (the selected tab is restyled in CSS). */
const TAB_TEXT = PALETTES.dark

/** `share` of colour `a` over `b` (both #rrggbb), as #rrggbb. */
export function mix(a: string, b: string, share: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16)
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(a, i) * share + channel(b, i) * (1 - share))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** Where Redoc puts a section's top when it scrolls to one: below the nav and what sits above it. */
export const viewerScrollOffset = (extraOffset: () => number = () => 0) => API_VIEWER_SCROLL_OFFSET + extraOffset()

/**
 * Redoc options for the page's colour mode and locale (a VitePress locale index: `root` is Chinese);
 * `extraOffset` returns what sits above the nav (the banner).
 */
export function apiViewerOptions(
  dark: boolean,
  localeIndex: string,
  extraOffset: () => number = () => 0,
): ApiViewerOptions {
  const c = dark ? PALETTES.dark : PALETTES.light
  // The site's own font stacks (Redoc only interpolates them into its CSS; colours go through its
  // colour functions and must be literal).
  const fontFamily = 'var(--vp-font-family-base)'
  const response = (color: string, tab: string) => ({
    color,
    backgroundColor: mix(color, c.bg, 0.08),
    tabTextColor: tab,
  })
  return {
    scrollYOffset: () => viewerScrollOffset(extraOffset),
    expandResponses: API_VIEWER_EXPAND_RESPONSES,
    jsonSampleExpandLevel: API_VIEWER_JSON_SAMPLE_EXPAND_LEVEL,
    schemaExpansionLevel: API_VIEWER_SCHEMA_EXPANSION_LEVEL,
    requiredPropsFirst: true,
    hideLoading: true,
    labels: REDOC_LABELS[shellLocale(localeIndex)],
    fixedLabels: REDOC_FIXED_TEXT[shellLocale(localeIndex)],
    theme: {
      colors: {
        primary: { main: c.primary, light: c.label },
        success: { main: c.success },
        warning: { main: c.redirect },
        error: { main: c.required },
        text: { primary: c.text, secondary: c.muted },
        border: { dark: c.border, light: c.border },
        responses: {
          success: response(c.success, TAB_TEXT.success),
          error: response(c.error, TAB_TEXT.error),
          redirect: response(c.redirect, TAB_TEXT.redirect),
          info: response(c.info, TAB_TEXT.info),
        },
        http: HTTP_VERBS,
      },
      schema: {
        nestedBackground: c.soft,
        typeNameColor: c.muted,
        typeTitleColor: c.text,
        linesColor: c.border,
        requireLabelColor: c.required,
      },
      typography: {
        fontFamily,
        fontSize: '15px',
        headings: { fontFamily, fontWeight: '600' },
        code: { fontFamily: 'var(--vp-font-family-mono)', backgroundColor: c.soft, color: c.primary },
        links: { color: c.primary },
      },
      sidebar: { backgroundColor: c.soft, textColor: c.text, activeTextColor: c.primary, width: '260px' },
      rightPanel: { backgroundColor: c.code, textColor: '#e6e6e6' },
      codeBlock: { backgroundColor: '#111113' },
      // Styles Redoc fixes instead of taking from the theme: section labels ("Request Body schema:
      // application/json") are grey and black on white; constraints ("≤ 1024 items") a 90 % blue; the
      // rules under properties a light grey that glares in dark mode.
      extensionsHook: (name: string) =>
        ({
          UnderlinedHeader: `color: ${c.muted}; border-bottom-color: ${c.border}; & > span { color: ${c.text}; }`,
          ConstraintItem: `color: ${c.primary};`,
          PropertyDetailsCell: `border-bottom-color: ${c.border};`,
        })[name] ?? '',
    },
  }
}
