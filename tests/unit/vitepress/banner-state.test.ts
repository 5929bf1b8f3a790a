import { describe, expect, it } from 'vitest'
import {
  BANNER_RESHOW_AFTER_MS,
  BANNER_ROTATION_MS,
  BANNER_STORAGE_KEY,
  bannerItems,
} from '../../../.vitepress/navigation/banner'
import { hiddenBannerState, isBannerVisible } from '../../../.vitepress/theme/support/bannerState'

const NOW = Date.UTC(2026, 10, 23, 8, 0, 0)
const visible = (raw: string | null, now = NOW) => isBannerVisible(raw, now, BANNER_RESHOW_AFTER_MS)

describe('banner constants', () => {
  it('match BEHAVIOUR.md', () => {
    expect(BANNER_ROTATION_MS).toBe(8000)
    expect(BANNER_RESHOW_AFTER_MS).toBe(43_200_000)
    expect(BANNER_STORAGE_KEY).toBe('maintenanceBannerState')
    expect(bannerItems).toHaveLength(3)
  })

  it('link to the three announced pages', () => {
    expect(bannerItems.map((b) => b.doc)).toEqual([
      '/gen-studio/pricing/price-change-2025-11.html',
      '/comfy-stack/price-change-2025-11.html',
      '/ai-studio/inference/distributed-serving.html',
    ])
  })
})

describe('isBannerVisible', () => {
  it('shows on a fresh visit (nothing stored)', () => {
    expect(visible(null)).toBe(true)
  })

  it('stays hidden right after closing and until half a day has passed', () => {
    const stored = hiddenBannerState(NOW)
    expect(JSON.parse(stored)).toEqual({ hidden: true, timestamp: NOW })
    expect(visible(stored, NOW)).toBe(false)
    expect(visible(stored, NOW + 60_000)).toBe(false)
    expect(visible(stored, NOW + BANNER_RESHOW_AFTER_MS)).toBe(false)
  })

  it('shows again once more than 12 hours have passed since closing', () => {
    const stored = hiddenBannerState(NOW)
    expect(visible(stored, NOW + BANNER_RESHOW_AFTER_MS + 1)).toBe(true)
    expect(visible(stored, NOW + 3 * BANNER_RESHOW_AFTER_MS)).toBe(true)
  })

  it('shows when the stored state says not hidden', () => {
    expect(visible(JSON.stringify({ hidden: false, timestamp: NOW }))).toBe(true)
  })

  it.each([
    ['not JSON', '{hidden: true'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', '[true, 1]'],
    ['a string hidden flag', JSON.stringify({ hidden: 'true', timestamp: NOW })],
    ['a missing timestamp', JSON.stringify({ hidden: true })],
    ['a string timestamp', JSON.stringify({ hidden: true, timestamp: String(NOW) })],
    ['an empty string', ''],
  ])('treats a corrupt value (%s) as absent', (_label, raw) => {
    expect(visible(raw)).toBe(true)
  })

  it('does not stay hidden forever when the stored time is far in the future', () => {
    expect(visible(hiddenBannerState(NOW + 10 * BANNER_RESHOW_AFTER_MS))).toBe(true)
    expect(visible(hiddenBannerState(NOW + 1000))).toBe(false)
  })

  it('is self-contained, so its source can be inlined into the page head', () => {
    const inlined = new Function(`return (${isBannerVisible.toString()})`)() as typeof isBannerVisible
    expect(inlined(hiddenBannerState(NOW), NOW + 1, BANNER_RESHOW_AFTER_MS)).toBe(false)
    expect(inlined('garbage', NOW, BANNER_RESHOW_AFTER_MS)).toBe(true)
  })
})
