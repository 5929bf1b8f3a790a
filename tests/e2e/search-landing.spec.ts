import { expect, test } from '@playwright/test'
import { modal, openSearch, search } from './support/search'

// The words a result marked, marked again on the page it opens: by client-side navigation, on the
// page being read, in a new tab and after a full load.
test.use({ viewport: { width: 1280, height: 860 } })

test.describe("the landing page marks the result's words", () => {
  test('a Chinese question typed without spaces marks, on the page it opens, the words the result marked', async ({
    page,
  }) => {
    await page.goto('/')
    await openSearch(page)
    await search(page, '开发机怎么收费')
    const first = modal(page).locator('.SearchHit').first()
    const marked = (await first.locator('mark').allTextContents()).map((t) => t.trim()).filter(Boolean)
    expect(marked.length).toBeGreaterThan(0)
    await first.click()
    await expect(modal(page)).toBeHidden()
    const onPage = page.locator('.vp-doc mark.search-term')
    await expect(onPage.first()).toBeVisible()
    expect(marked).toContain((await onPage.first().textContent())?.trim())
  })

  test('a result on the page being read marks its words there, and what it marked does not follow to the next page', async ({
    page,
  }) => {
    await page.goto('/ai-studio/pricing/')
    await openSearch(page)
    await search(page, '开发机怎么收费')
    // A section of this same page: the address changes only in its hash.
    const here = modal(page).locator('.SearchHit[href^="/ai-studio/pricing/?"][href*="#"]').first()
    const marked = (await here.locator('mark').allTextContents()).map((t) => t.trim()).filter(Boolean)
    expect(marked.length).toBeGreaterThan(0)
    await here.click()
    await expect(modal(page)).toBeHidden()
    const onPage = page.locator('.vp-doc mark.search-term')
    await expect(onPage.first()).toBeVisible()
    expect(marked).toContain((await onPage.first().textContent())?.trim())
    // The next page the reader opens by a link is no search result: it marks nothing.
    await page.locator('.VPSidebar a[href="/ai-studio/"]').first().click()
    await expect(page).toHaveURL(/\/ai-studio\/$/)
    await expect(page.locator('.vp-doc h1')).toBeVisible()
    // The highlighter's code is loaded already: had it kept the words, they would be marked by now.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await expect(onPage).toHaveCount(0)
  })

  test('a result opened in a new tab marks its words there too, and leaves no words in the address', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await openSearch(page)
    await search(page, '开发机怎么收费')
    const first = modal(page).locator('.SearchHit').first()
    const marked = (await first.locator('mark').allTextContents()).map((t) => t.trim()).filter(Boolean)
    expect(marked.length).toBeGreaterThan(0)
    // Its link carries the words, for what the browser opens itself (a middle click, the link's menu).
    expect(await first.getAttribute('href')).toMatch(/\?highlight=[^#]+/)
    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')])
    const onTab = tab.locator('.vp-doc mark.search-term')
    await expect(onTab.first()).toBeVisible()
    expect(marked).toContain((await onTab.first().textContent())?.trim())
    await expect(tab).not.toHaveURL(/highlight=/)
    // Used up: a reload marks nothing.
    await tab.reload()
    await expect(tab.locator('.vp-doc h1')).toBeVisible()
    await tab.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await expect(onTab).toHaveCount(0)
    await tab.close()
  })

  test("a result's link opened on its own (a full load) marks its words", async ({ page, context }) => {
    await page.goto('/')
    await openSearch(page)
    await search(page, 'kubeconfig')
    const href = await modal(page).locator('.SearchHit').first().getAttribute('href')
    const other = await context.newPage()
    await other.goto(href!)
    await expect(other.locator('.vp-doc mark.search-term').first()).toBeVisible()
    await expect(other).toHaveURL(new RegExp(`${href!.replace(/[?#].*$/, '').replace(/[.]/g, '\\.')}(#|$)`))
  })
})
