/** API viewer constants (spec site-shell §9). */
export const API_VIEWER_SCROLL_OFFSET = 64
export const API_VIEWER_EXPAND_RESPONSES = '200,201'
export const API_VIEWER_JSON_SAMPLE_EXPAND_LEVEL = 3
export const API_VIEWER_SCHEMA_EXPANSION_LEVEL = 3

export const API_VIEWER_TEXT = {
  loading: 'Loading API documentation...',
  error: (message: string) => `Error loading API documentation: ${message}`,
  unknownError: 'Unknown error occurred',
  renderFailed: 'Failed to render documentation',
} as const

export interface ApiViewerOptions {
  scrollYOffset: () => number
  expandResponses: string
  jsonSampleExpandLevel: number
  schemaExpansionLevel: number
  requiredPropsFirst: boolean
  hideLoading: boolean
  theme: Record<string, unknown>
}

/** Redoc options for the page's colour mode; `extraOffset` returns what sits above the nav (the banner). */
export function apiViewerOptions(dark: boolean, extraOffset: () => number = () => 0): ApiViewerOptions {
  const c = dark
    ? { bg: '#1b1b1f', soft: '#202127', text: '#dfdfd6', muted: '#98989f', border: '#2e2e32', primary: '#8c9eff', code: '#161618' }
    : { bg: '#ffffff', soft: '#f6f6f7', text: '#3c3c43', muted: '#67676c', border: '#e2e2e3', primary: '#3451e0', code: '#1e1e20' }
  return {
    scrollYOffset: () => API_VIEWER_SCROLL_OFFSET + extraOffset(),
    expandResponses: API_VIEWER_EXPAND_RESPONSES,
    jsonSampleExpandLevel: API_VIEWER_JSON_SAMPLE_EXPAND_LEVEL,
    schemaExpansionLevel: API_VIEWER_SCHEMA_EXPANSION_LEVEL,
    requiredPropsFirst: true,
    hideLoading: true,
    theme: {
      colors: {
        primary: { main: c.primary },
        text: { primary: c.text, secondary: c.muted },
        border: { dark: c.border, light: c.border },
        http: { get: '#0e9f6e', post: '#3451e0', put: '#d97706', delete: '#dc2626' },
      },
      schema: { nestedBackground: c.soft, typeNameColor: c.muted, typeTitleColor: c.text, linesColor: c.border },
      typography: {
        fontFamily: 'Inter, ui-sans-serif, system-ui, "PingFang SC", "Microsoft YaHei", sans-serif',
        fontSize: '15px',
        headings: { fontFamily: 'Inter, ui-sans-serif, system-ui, "PingFang SC", "Microsoft YaHei", sans-serif', fontWeight: '600' },
        code: { fontFamily: 'ui-monospace, Menlo, Monaco, Consolas, monospace', backgroundColor: c.soft, color: c.primary },
        links: { color: c.primary },
      },
      sidebar: { backgroundColor: c.soft, textColor: c.text, activeTextColor: c.primary, width: '260px' },
      rightPanel: { backgroundColor: c.code, textColor: '#e6e6e6' },
      codeBlock: { backgroundColor: '#111113' },
    },
  }
}
