import { seriousViolations } from './support/axe'
import { recordAnalytics } from './support/analytics'
import { expect, test, type Page } from '@playwright/test'
import { input, modal, openSearch, search, THROTTLE_MS } from './support/search'
import { STORAGE_KEYS } from '../../src/contracts'
import { freezeClock } from './support/clock'

test.use({ viewport: { width: 1280, height: 860 } })

/**
 * A doc page loaded with the idle prefetch held back (search-prefetch.spec.ts measures it), so that
 * only the reader's use of the control loads the island; returns the URLs the page requests.
 */
async function coldDocPage(page: Page): Promise<string[]> {
  const urls: string[] = []
  page.on('request', (r) => urls.push(r.url()))
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0
  })
  await page.goto('/ai-studio/job/create.html', { waitUntil: 'load' })
  return urls
}

test.describe('search control and island loading', () => {
  test('a doc page loads no React, veaury or island code before the control is used', async ({ page }) => {
    const urls = await coldDocPage(page)
    await page.waitForLoadState('networkidle')
    expect(urls.filter((u) => /client\.|veaury|SearchApp|\/assets\/search\//.test(u))).toEqual([])
    await page.locator('.SearchControl .search-button').hover()
    await expect.poll(() => urls.some((u) => /SearchApp/.test(u))).toBe(true)
  })

  test("a keyword search loads none of the conversation's code or CSS; the AI tab brings both", async ({ page }) => {
    const urls = await coldDocPage(page)
    await openSearch(page)
    await search(page, '显存')
    expect(urls.filter((u) => /\/AiPanel\./.test(u))).toEqual([])
    await expect(page.locator('#search-island-style')).toHaveCount(1)
    await expect(page.locator('#search-chat-style')).toHaveCount(0)
    await modal(page)
      .getByRole('tab', { name: /AI 问答/ })
      .click()
    const composer = modal(page).locator('.ChatInput-text')
    await expect(composer).toBeVisible()
    await expect(page.locator('#search-chat-style')).toHaveCount(1)
    // Styled from its first frame: the messages scroll inside the dialog, the composer is a bordered box.
    expect(
      await modal(page)
        .locator('.ChatPanel-messages')
        .evaluate((el) => getComputedStyle(el).overflowY),
    ).toBe('auto')
    expect(await composer.evaluate((el) => getComputedStyle(el).resize)).toBe('none')
  })

  test("the search box, in its stand-in and in the dialog, and the inviter's field are in the page's font", async ({
    page,
  }) => {
    const fontOf = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).fontFamily)
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    await page.route(/SearchApp/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/ai-studio/', { waitUntil: 'load' })
    const body = await fontOf('body')
    expect(await fontOf('.AiInviter input')).toBe(body)
    await page.locator('.SearchControl .search-button').click()
    expect(await fontOf('[role=dialog] input')).toBe(body)
    release()
    await expect(input(page)).toBeFocused()
    expect(await fontOf('[role=dialog] input')).toBe(body)
  })

  test("keys typed straight after opening a cold page's search are not lost while the island loads", async ({
    page,
  }) => {
    // The island's code is held back until the reader has typed: its input does not exist yet.
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    await page.route(/SearchApp/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/ai-studio/job/create.html', { waitUntil: 'load' })
    await page.locator('.SearchControl .search-button').click()
    await page.keyboard.type('vllm')
    release()
    await expect(input(page)).toHaveValue('vllm')
    await expect(modal(page).locator('.SearchHit').first()).toBeVisible()
    // Once the island's input is there, keys are its own.
    await page.keyboard.type(' ddp')
    await expect(input(page)).toHaveValue('vllm ddp')
  })

  test('the control shows 搜索 with its shortcut and AI 问答 with Beta', async ({ page }) => {
    await page.goto('/')
    const control = page.locator('.SearchControl')
    await expect(control.locator('.search-button')).toContainText('搜索')
    await expect(control.locator('.hint')).toHaveText(/^(⌘ K|Ctrl K)$/)
    await expect(control.locator('.ai-button')).toContainText('AI 问答')
    await expect(control.locator('.ai-button .beta')).toHaveText('Beta')
  })

  test('mounting the island causes no layout shift', async ({ page }) => {
    // Measure the island only: the page has settled (fonts swapped in, images laid out) first.
    await page.goto('/ai-studio/', { waitUntil: 'networkidle' })
    await page.evaluate(() => document.fonts.ready)
    await page.evaluate(() => {
      const w = window as unknown as { __cls: number }
      w.__cls = 0
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!e.hadRecentInput) w.__cls += e.value
      }).observe({ type: 'layout-shift', buffered: false })
    })
    await page.locator('.SearchControl .search-button').hover()
    await page.waitForFunction(() => document.querySelector('[data-veaury-wrapper], .SearchControl') !== null)
    await page.waitForTimeout(500)
    await openSearch(page)
    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0)
  })
})

test.describe('keyword panel', () => {
  test('opens on the keyword tab with the placeholder focused and the empty state', async ({ page }) => {
    await page.goto('/')
    await openSearch(page)
    await expect(modal(page)).toHaveAttribute('aria-modal', 'true')
    await expect(input(page)).toHaveAttribute('placeholder', '搜索文档...')
    await expect(modal(page).getByRole('tab', { name: '文档搜索' })).toHaveAttribute('aria-selected', 'true')
    await expect(modal(page)).toContainText('输入关键词开始搜索文档')
  })

  test('finds a Chinese word mid-paragraph, shows breadcrumbs, marks and the count, and loads more', async ({
    page,
  }) => {
    await page.goto('/')
    await openSearch(page)
    await search(page, '开发机')
    const first = modal(page).locator('.SearchHit').first()
    await expect(first.locator('.SearchHit-crumbs')).toContainText('›')
    await expect(modal(page).locator('.SearchHit-snippet mark').first()).toBeVisible()
    const count = modal(page).locator('.KeywordPanel-count span')
    await expect(count).toHaveText(/^显示 10 \/ \d+ 个结果$/)
    const total = Number((await count.textContent())!.match(/\/ (\d+)/)![1])
    expect(total).toBeGreaterThan(10)
    await modal(page).getByRole('button', { name: '加载更多' }).click()
    await expect(count).toHaveText(`显示 ${Math.min(20, total)} / ${total} 个结果`)
  })

  test('no results: the message and the hint', async ({ page }) => {
    await page.goto('/')
    await openSearch(page)
    await input(page).fill('zzqxv')
    await expect(modal(page)).toContainText('没有找到相关结果')
    await expect(modal(page)).toContainText('尝试使用不同的关键词')
  })

  test('hostile and huge queries are shown as text and never crash the panel', async ({ page }) => {
    await page.goto('/')
    let dialogs = 0
    page.on('dialog', (d) => {
      dialogs++
      void d.dismiss()
    })
    await openSearch(page)
    await input(page).fill('<img src=x onerror=alert(1)>开发机')
    await page.waitForTimeout(600)
    await input(page).fill('字'.repeat(5000))
    await page.waitForTimeout(600)
    await expect(modal(page)).toBeVisible()
    expect(dialogs).toBe(0)
    expect(await modal(page).locator('img').count()).toBe(0)
  })

  test('arrow keys move through results, Enter opens, the term is highlighted on the page and saved as recent', async ({
    page,
  }) => {
    await page.goto('/')
    const analytics = await recordAnalytics(page)
    await openSearch(page)
    await search(page, '检查点')
    const firstId = await modal(page).locator('.SearchHit').nth(0).getAttribute('id')
    await expect(input(page)).toHaveAttribute('aria-activedescendant', firstId!)
    await page.keyboard.press('ArrowDown')
    const secondId = await modal(page).locator('.SearchHit').nth(1).getAttribute('id')
    await expect(input(page)).toHaveAttribute('aria-activedescendant', secondId!)
    await expect(modal(page).locator(`[id="${secondId}"]`)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowUp')
    const href = await modal(page).locator('.SearchHit').nth(0).getAttribute('href')
    await page.keyboard.press('Enter')
    await expect(modal(page)).toBeHidden()
    await expect(page).toHaveURL(new RegExp(href!.replace(/[?#].*$/, '').replace(/[.]/g, '\\.')))
    await expect(page.locator('.vp-doc mark.search-term').first()).toBeVisible()
    const events = await analytics()
    expect(events[0]?.[0]).toBe('TraditionalSearchResultClicked')
    expect(events[0]?.[1]).toMatchObject({ query: '检查点', position: 1, engine: 'local' })
    expect(events[0]?.[1]?.anonymousId).toBeTruthy()

    await openSearch(page)
    const recent = modal(page).locator('.RecentSearches')
    await expect(recent).toContainText('最近搜索')
    await expect(recent.locator('.RecentSearches-item')).toHaveText(['检查点'])
    await recent.getByRole('button', { name: '删除最近搜索“检查点”' }).click()
    await expect(recent).toHaveCount(0)
  })

  test('Ctrl+Enter opens a result in a new tab and keeps the modal', async ({ page, context }) => {
    await page.goto('/')
    await openSearch(page)
    await search(page, 'kubeconfig')
    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')])
    await tab.waitForLoadState()
    expect(tab.url()).toContain('/kube-studio/')
    await tab.close()
    await expect(modal(page)).toBeVisible()
  })

  test('keeps the 7 latest searches, removable all at once', async ({ page }) => {
    await page.addInitScript(
      (key) => localStorage.setItem(key, JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'])),
      STORAGE_KEYS.recentSearches,
    )
    await page.goto('/')
    await openSearch(page)
    await expect(modal(page).locator('.RecentSearches-item')).toHaveCount(7)
    await modal(page).getByRole('button', { name: '清空' }).click()
    await expect(modal(page).locator('.RecentSearches')).toHaveCount(0)
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.recentSearches)).toBe('[]')
  })

  test('corrupt recent-search storage is ignored', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, '{broken'), STORAGE_KEYS.recentSearches)
    await page.goto('/')
    await openSearch(page)
    await expect(modal(page)).toContainText('输入关键词开始搜索文档')
  })
})

test.describe('keys, closing and tabs', () => {
  test('Ctrl+K opens from anywhere; / opens outside text fields; Escape closes and returns focus', async ({ page }) => {
    await page.goto('/ai-studio/')
    await page.keyboard.press('Control+k')
    await expect(input(page)).toBeFocused()
    await page.waitForTimeout(THROTTLE_MS + 20)
    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()
    await page.waitForTimeout(150)
    await page.keyboard.press('/')
    await expect(input(page)).toBeFocused()
    await page.keyboard.type('/x')
    await expect(input(page)).toHaveValue('/x')
  })

  test('a shortcut pressed before the page has mounted still opens the modal', async ({ page }) => {
    // Hold the theme's entry script: the page is parsed but nothing of the theme runs yet.
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    await page.route(/\/assets\/app\.[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/ai-studio/', { waitUntil: 'commit' })
    await page.waitForFunction(() => document.readyState !== 'loading')
    await expect(page.locator('.SearchControl')).toHaveCount(1)
    await page.keyboard.press('Control+k')
    release()
    await expect(input(page)).toBeFocused()
  })

  test('closing gives the focus back to the button that opened the dialog', async ({ page }) => {
    await page.goto('/ai-studio/')
    // The island already loaded: the dialog itself opens, not its stand-in.
    await page.locator('.SearchControl .search-button').hover()
    await page.waitForFunction(() => !!document.getElementById('search-island-style'))
    await page.locator('.SearchControl .search-button').click()
    await expect(input(page)).toBeFocused()
    await page.waitForTimeout(THROTTLE_MS + 20)
    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()
    await expect(page.locator('.SearchControl .search-button')).toBeFocused()
  })

  test('a click on the background closes; a click inside does not', async ({ page }) => {
    await page.goto('/')
    await openSearch(page)
    await modal(page).locator('.KeywordPanel-footer').click()
    await expect(modal(page)).toBeVisible()
    await page.mouse.click(10, 840)
    await expect(modal(page)).toBeHidden()
  })

  test('focus stays inside the dialog', async ({ page }) => {
    await page.goto('/')
    await openSearch(page)
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true)
    }
  })

  test('open and close are throttled to once per 100 ms', async ({ page }) => {
    await page.goto('/')
    await page.locator('.SearchControl .search-button').hover()
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('SearchApp')))
    // Frozen time: the Escape below comes at the very instant of opening.
    await page.clock.install()
    await freezeClock(page)
    await page.locator('.SearchControl .search-button').click()
    await expect(input(page)).toBeFocused()
    await page.keyboard.press('Escape') // within 100 ms of opening: ignored
    await expect(modal(page)).toBeVisible()
    await page.clock.runFor(150)
    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()
  })

  test('the tab choice is remembered under `search`', async ({ page }) => {
    await page.goto('/')
    await page.locator('.SearchControl .ai-button').click()
    await expect(modal(page).getByRole('tab', { name: /AI 问答/ })).toHaveAttribute('aria-selected', 'true')
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.searchTab)).toBe('ai')
    await modal(page).getByRole('tab', { name: '文档搜索' }).click()
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.searchTab)).toBe('docsearch')
  })

  test('only the chosen tab shows: a tab shown once stays mounted but hidden', async ({ page }) => {
    await page.goto('/')
    await openSearch(page)
    await modal(page)
      .getByRole('tab', { name: /AI 问答/ })
      .click()
    await expect(modal(page).getByRole('tabpanel')).toHaveCount(1)
    await expect(input(page)).toBeHidden()
    await modal(page).getByRole('tab', { name: '文档搜索' }).click()
    await expect(input(page)).toBeVisible()
    await expect(modal(page).locator('.ChatPanel')).toBeHidden()
  })

  test('IME composition: Enter and Escape belong to the input method', async ({ page }) => {
    await page.goto('/')
    await openSearch(page)
    await search(page, '开发机')
    const url = page.url()
    await input(page).dispatchEvent('compositionstart', { data: '' })
    await input(page).evaluate((el) => {
      el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 229, isComposing: true, bubbles: true }))
      el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', keyCode: 229, isComposing: true, bubbles: true }))
    })
    await page.waitForTimeout(200)
    expect(page.url()).toBe(url)
    await expect(modal(page)).toBeVisible()
    await input(page).dispatchEvent('compositionend', { data: '开发机' })
  })

  test('?q= on any URL opens the modal with that query', async ({ page }) => {
    await page.goto('/fundamentals/?q=kubeconfig')
    await expect(input(page)).toHaveValue('kubeconfig')
    await expect(modal(page).locator('.SearchHit').first()).toBeVisible()
  })

  test('axe finds no serious or critical violation with the modal open', async ({ page }) => {
    await page.goto('/')
    await openSearch(page)
    await search(page, '开发机')
    expect(await seriousViolations(page, ['[role="dialog"]'])).toEqual([])
  })
})
