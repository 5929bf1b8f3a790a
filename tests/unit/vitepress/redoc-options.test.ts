import { describe, expect, it } from 'vitest'
import {
  API_VIEWER_SCROLL_OFFSET,
  apiViewerOptions,
  apiViewerText,
  mix,
} from '../../../.vitepress/theme/support/redocOptions'

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [0, 1, 2].map((i) => {
      const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

type Colors = {
  primary: { main: string }
  error: { main: string }
  text: { primary: string; secondary: string }
  http: Record<string, string>
  responses: Record<string, { color: string; backgroundColor: string; tabTextColor: string }>
}

describe('API viewer palettes', () => {
  it('mixes colours channel by channel', () => {
    expect(mix('#ffffff', '#000000', 0.5)).toBe('#808080')
    expect(mix('#3451e0', '#ffffff', 0)).toBe('#ffffff')
    expect(mix('#3451e0', '#ffffff', 1)).toBe('#3451e0')
  })

  it.each([
    ['light', false, '#ffffff'],
    ['dark', true, '#1b1b1f'],
  ])('%s: every text colour Redoc takes from the theme meets 4.5:1 where it is drawn', (_, dark, page) => {
    const theme = apiViewerOptions(dark, 'root').theme as { colors: Colors; codeBlock: { backgroundColor: string } }
    const c = theme.colors
    for (const text of [c.text.primary, c.text.secondary, c.primary.main, c.error.main])
      expect(contrast(text, page)).toBeGreaterThanOrEqual(4.5)
    // HTTP verb badges carry white text.
    for (const [verb, bg] of Object.entries(c.http)) expect(contrast('#ffffff', bg), verb).toBeGreaterThanOrEqual(4.5)
    for (const [kind, r] of Object.entries(c.responses)) {
      expect(contrast(r.color, r.backgroundColor), kind).toBeGreaterThanOrEqual(4.5)
      // Unselected response tabs sit on the code background of the right panel.
      expect(contrast(r.tabTextColor, theme.codeBlock.backgroundColor), kind).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('offsets anchors by the nav plus whatever sits above it', () => {
    expect(apiViewerOptions(false, 'root', () => 40).scrollYOffset()).toBe(API_VIEWER_SCROLL_OFFSET + 40)
  })
})

describe('viewer texts', () => {
  it('are Chinese on Chinese pages and English on English ones', () => {
    expect(apiViewerText('root').error('x')).toBe('API 文档加载失败：x')
    expect(apiViewerText('en').error('x')).toBe('Error loading API documentation: x')
    expect(Object.keys(apiViewerText('root'))).toEqual(Object.keys(apiViewerText('en')))
  })
})
