import { expect, test } from '@playwright/test'
import { STORAGE_KEYS } from '../../src/contracts'
import { freezeClock } from './support/clock'

const banner = (page: import('@playwright/test').Page) => page.locator('.SiteBanner')

test.describe('announcement banner', () => {
  test('rotates through its three messages every 8 seconds', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    await expect(page.locator('html')).toHaveClass(/with-banner/)
    const text = banner(page).locator('.text')
    await expect(text).toContainText('大模型 API 模型价格调整')
    await expect(text).toHaveAttribute('href', '/gen-studio/pricing/price-change-2025-11.html')

    // Freeze time (a second ahead, so a slow machine cannot have passed it already), then find the
    // first switch in 250 ms steps: it comes within 8 s of mounting.
    await freezeClock(page)
    let waited = 0
    while ((await text.textContent())?.includes('大模型 API 模型价格调整') && waited <= 8_000) {
      await page.clock.runFor(250)
      waited += 250
    }
    await expect(text).toContainText('ComfyUI API 价格调整')
    await expect(text).toHaveAttribute('href', '/comfy-stack/price-change-2025-11.html')

    // From there on, exactly every 8000 ms.
    await page.clock.runFor(7_700)
    await expect(text).toContainText('ComfyUI API 价格调整')
    await page.clock.runFor(300)
    await expect(text).toContainText('分布式推理部署')
    await expect(text).toHaveAttribute('href', '/ai-studio/inference/distributed-serving.html')
    await page.clock.runFor(8_000)
    await expect(text).toContainText('大模型 API 模型价格调整')
  })

  test('hides on close, stays hidden after reload, and returns after half a day', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-23T08:00:00Z') })
    await page.goto('/ai-studio/')
    await banner(page).getByRole('button', { name: '关闭公告' }).click()
    await expect(banner(page)).toBeHidden()
    await expect(page.locator('html')).not.toHaveClass(/with-banner/)
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEYS.banner)
    expect(stored.hidden).toBe(true)
    const closedAt = new Date('2026-11-23T08:00:00Z').getTime()
    expect(stored.timestamp).toBeGreaterThanOrEqual(closedAt)
    expect(stored.timestamp).toBeLessThan(closedAt + 60_000)

    await page.reload()
    await expect(page.locator('.VPNav')).toBeVisible()
    await expect(banner(page)).toBeHidden()
    await expect(page.locator('html')).not.toHaveClass(/with-banner/)

    await page.clock.setSystemTime(new Date('2026-11-23T19:59:00Z'))
    await page.reload()
    await expect(page.locator('.VPNav')).toBeVisible()
    await expect(banner(page)).toBeHidden()

    await page.clock.setSystemTime(new Date('2026-11-23T20:01:00Z'))
    await page.reload()
    await expect(banner(page)).toBeVisible()
  })

  test('treats a corrupt stored value as absent', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, '{not json'), STORAGE_KEYS.banner)
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
  })

  test('still works when storage is unavailable (private mode)', async ({ page }) => {
    // Private browsing: writes fail, and our key cannot even be read.
    await page.addInitScript((bannerKey) => {
      const getItem = Storage.prototype.getItem
      Storage.prototype.setItem = () => {
        throw new DOMException('quota', 'QuotaExceededError')
      }
      Storage.prototype.getItem = function (key: string) {
        if (key === bannerKey) throw new DOMException('denied', 'SecurityError')
        return getItem.call(this, key)
      }
    }, STORAGE_KEYS.banner)
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    await banner(page).getByRole('button', { name: '关闭公告' }).click()
    await expect(banner(page)).toBeHidden()
    expect(errors).toEqual([])
  })
})

test.describe('keyboard order at the top of the page', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  for (const path of ['/', '/ai-studio/job/create.html', '/en/ai-coder/ssh.html']) {
    test(`the skip link is the first Tab stop, before the banner (${path})`, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('.SiteBanner')).toBeVisible()
      await page.keyboard.press('Tab')
      await expect(page.locator('.VPSkipLink')).toBeFocused()
      await expect(page.locator('.VPSkipLink')).toBeInViewport()
      await page.keyboard.press('Tab')
      await expect(page.locator('.SiteBanner a.text')).toBeFocused()
    })
  }

  test('the logo’s focus ring shows whole under the banner', async ({ page }) => {
    await page.goto('/ai-studio/job/create.html')
    const logo = page.locator('.VPNavBarTitle a.title')
    // Reached by keyboard, so the ring is the focus-visible one.
    await page.locator('.SiteBanner .close').focus()
    await page.keyboard.press('Tab')
    await expect(logo).toBeFocused()
    const ring = await logo.evaluate((a) => {
      const s = getComputedStyle(a)
      const outside = parseFloat(s.outlineOffset) + parseFloat(s.outlineWidth)
      return { top: a.getBoundingClientRect().top - outside, style: s.outlineStyle }
    })
    const banner = (await page.locator('.SiteBanner').boundingBox())!
    expect(ring.style).not.toBe('none')
    expect(ring.top).toBeGreaterThanOrEqual(banner.y + banner.height)
  })
})
