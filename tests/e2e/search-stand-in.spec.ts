import { expect, test, type Page, type Route } from '@playwright/test'
import { seriousViolations } from './support/axe'

/**
 * The search dialog's stand-in: on a page whose island has not loaded yet, a click on the search
 * control draws the dialog's frame with a focused field at once; the island's dialog replaces it
 * with the reader's text (BEHAVIOUR.md search §2.1).
 */
test.use({ viewport: { width: 412, height: 860 } })

const dialogs = (page: Page) => page.getByRole('dialog')
/**
 * Once held back code is let through, the island's chunks (React, veaury, the app; on the AI tab the
 * assistant's code too) load and run before its field takes the focus: on a busy run longer than
 * expect's default 5 s (seen after a retry by Enter). The waits stay on the state; only the budget grows.
 */
const ISLAND_LOADS = { timeout: 30_000 }
// A test here loads the page, then the island once or twice (a failed load, then its retry): the wait
// above cannot fit in the default 30 s a test has (a loaded CI run timed out the retry at 30 s).
test.describe.configure({ timeout: 75_000 })
const islandInput = (page: Page) => dialogs(page).getByRole('combobox')

/** Holds the island's code until `release()`; `fail()` makes the held request (and later ones) fail. */
async function holdIsland(page: Page) {
  let release!: () => void
  const held = new Promise<void>((r) => (release = r))
  let failing = false
  await page.route(/SearchApp/, async (route: Route) => {
    await held
    if (failing) await route.abort('internetdisconnected')
    else await route.continue()
  })
  return {
    release,
    fail: () => {
      failing = true
      release()
    },
    recover: () => (failing = false),
  }
}

test('a click right after load gives a focused field at once; Chinese typed there reaches the island', async ({
  page,
}) => {
  const island = await holdIsland(page)
  // The idle prefetch held back too: the click is the first thing that asks for the island.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0
  })
  await page.goto('/ai-studio/job/create.html', { waitUntil: 'load' })
  await page.locator('.SearchControl .search-button').click()
  const standIn = dialogs(page)
  await expect(standIn).toHaveCount(1)
  await expect(standIn).toHaveAccessibleName('搜索文档与 AI 问答')
  const field = standIn.getByRole('searchbox', { name: '搜索文档...' })
  await expect(field).toBeFocused()
  await expect(standIn).toContainText('输入关键词开始搜索文档')
  // An input method commits a word in one input event.
  await page.keyboard.insertText('推理服务')
  await expect(field).toHaveValue('推理服务')
  island.release()
  await expect(islandInput(page)).toHaveValue('推理服务', ISLAND_LOADS)
  await expect(islandInput(page)).toBeFocused()
  await expect(dialogs(page)).toHaveCount(1)
  await expect(dialogs(page).locator('.SearchHit').first()).toBeVisible()
  // Closing gives the focus back to the control that opened the search, not to the stand-in.
  await page.waitForTimeout(150)
  await page.keyboard.press('Escape')
  await expect(dialogs(page)).toHaveCount(0)
  await expect(page.locator('.SearchControl .search-button')).toBeFocused()
})

test('Escape closes the stand-in, and the island that arrives later does not open', async ({ page }) => {
  const island = await holdIsland(page)
  const loaded = page.waitForResponse(/SearchApp/)
  await page.goto('/ai-studio/', { waitUntil: 'load' })
  await page.locator('.SearchControl .search-button').click()
  await expect(dialogs(page).getByRole('searchbox')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialogs(page)).toHaveCount(0)
  await expect(page.locator('.SearchControl .search-button')).toBeFocused()
  island.release()
  await loaded
  // The island has mounted (its stylesheet is in) and stays closed.
  await expect(page.locator('#search-island-style')).toHaveCount(1)
  await expect(dialogs(page)).toHaveCount(0)
  // The next click opens the island's dialog directly.
  await page.locator('.SearchControl .search-button').click()
  await expect(islandInput(page)).toBeFocused()
})

test('when the island cannot load, the stand-in says so and Enter tries again, keeping the text', async ({ page }) => {
  const island = await holdIsland(page)
  await page.goto('/en/ai-studio/', { waitUntil: 'load' })
  await page.locator('.SearchControl .search-button').click()
  const field = dialogs(page).getByRole('searchbox', { name: 'Search docs...' })
  await expect(field).toBeFocused()
  await page.keyboard.type('ssh key')
  island.fail()
  await expect(dialogs(page).getByRole('alert')).toHaveText(
    'Search could not load. Check your connection, then press Enter to try again.',
  )
  await expect(field).toHaveValue('ssh key')
  island.recover()
  await page.keyboard.press('Enter')
  await expect(islandInput(page)).toHaveValue('ssh key', ISLAND_LOADS)
  await expect(dialogs(page).locator('.SearchHit').first()).toBeVisible()
})

test('a prefetch that failed does not fail the next click: the click fetches the island again', async ({ page }) => {
  let failing = true
  await page.route(/SearchApp/, (route: Route) => (failing ? route.abort('internetdisconnected') : route.continue()))
  // No idle prefetch: the pointer over the control is the prefetch that fails.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0
  })
  await page.goto('/ai-studio/', { waitUntil: 'load' })
  const failed = page.waitForEvent('requestfailed', (r) => /SearchApp/.test(r.url()))
  await page.locator('.SearchControl .search-button').hover()
  await failed
  failing = false
  await page.locator('.SearchControl .search-button').click()
  await expect(islandInput(page)).toBeFocused()
  await expect(dialogs(page).getByRole('alert')).toHaveCount(0)
})

test('the stand-in draws the field where the island’s dialog will have it', async ({ page }) => {
  const island = await holdIsland(page)
  await page.goto('/ai-studio/', { waitUntil: 'load' })
  await page.locator('.SearchControl .search-button').click()
  const field = dialogs(page).getByRole('searchbox')
  await expect(field).toBeFocused()
  const before = await field.boundingBox()
  island.release()
  await expect(islandInput(page)).toBeFocused(ISLAND_LOADS)
  const after = await islandInput(page).boundingBox()
  expect(after).toEqual(before)
})

test('Tab stays in the stand-in, as in the island’s dialog', async ({ page }) => {
  await holdIsland(page)
  await page.goto('/ai-studio/', { waitUntil: 'load' })
  await page.locator('.SearchControl .search-button').click()
  const field = dialogs(page).getByRole('searchbox')
  const close = dialogs(page).getByRole('button', { name: '关闭' })
  await expect(field).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(close).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(field).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(close).toBeFocused()
})

test('axe finds no serious or critical violation in the stand-in, in dark mode too', async ({ page }) => {
  await holdIsland(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/ai-studio/', { waitUntil: 'load' })
  await page.locator('.SearchControl .search-button').click()
  await expect(dialogs(page).getByRole('searchbox')).toBeFocused()
  await page.keyboard.type('gpu')
  expect(await seriousViolations(page, ['[role="dialog"]'])).toEqual([])
})

test.describe('the AI tab’s stand-in', () => {
  const aiButton = (page: Page) => page.locator('.SearchControl .ai-button')

  test('a click on Ask AI right after load opens the dialog on the AI tab at once; the island’s takes its place', async ({
    page,
  }) => {
    const island = await holdIsland(page)
    await page.goto('/ai-studio/job/create.html', { waitUntil: 'load' })
    // The assistant's code is asked for beside the island's, while the island's is still held.
    const chatCode = page.waitForRequest(/\/AiPanel\.[\w-]+\.js$/)
    await aiButton(page).click()
    await chatCode
    const standIn = dialogs(page)
    await expect(standIn).toHaveCount(1)
    await expect(standIn).toHaveAccessibleName('搜索文档与 AI 问答')
    await expect(standIn).toBeFocused()
    await expect(standIn.locator('.SearchTab.is-selected')).toHaveText('AI 问答Beta')
    await expect(standIn.locator('.AiPanel[aria-busy="true"]')).toBeVisible()
    island.release()
    const question = dialogs(page).getByRole('textbox', { name: '向 AI 提问' })
    await expect(question).toBeFocused(ISLAND_LOADS)
    await expect(dialogs(page)).toHaveCount(1)
    await expect(dialogs(page).getByRole('tab', { selected: true })).toHaveText('AI 问答Beta')
    await page.keyboard.press('Escape')
    await expect(dialogs(page)).toHaveCount(0)
    await expect(aiButton(page)).toBeFocused()
  })

  test('at desktop width the stand-in has the height the conversation will take', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 800 })
    const island = await holdIsland(page)
    await page.goto('/ai-studio/', { waitUntil: 'load' })
    await aiButton(page).click()
    await expect(dialogs(page)).toBeFocused()
    const before = await dialogs(page).boundingBox()
    expect(before!.height).toBeGreaterThan(600)
    island.release()
    await expect(dialogs(page).getByRole('textbox', { name: '向 AI 提问' })).toBeFocused(ISLAND_LOADS)
    expect(await dialogs(page).boundingBox()).toEqual(before)
  })

  test('where the assistant will dock, no dialog is drawn: the dock comes', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.addInitScript(() => localStorage.setItem('docsAssistantDock', '1'))
    const island = await holdIsland(page)
    await page.goto('/ai-studio/', { waitUntil: 'load' })
    await aiButton(page).click()
    await expect(dialogs(page)).toHaveCount(0)
    island.release()
    await expect(page.getByRole('complementary').getByRole('textbox', { name: '向 AI 提问' })).toBeFocused(ISLAND_LOADS)
    await expect(dialogs(page)).toHaveCount(0)
  })

  test('when the island cannot load, the AI stand-in says so and Enter tries again', async ({ page }) => {
    const island = await holdIsland(page)
    await page.goto('/en/ai-studio/', { waitUntil: 'load' })
    await aiButton(page).click()
    await expect(dialogs(page)).toBeFocused()
    island.fail()
    await expect(dialogs(page).getByRole('alert')).toHaveText(
      'Ask AI could not load. Check your connection, then press Enter to try again.',
    )
    island.recover()
    await page.keyboard.press('Enter')
    await expect(dialogs(page).getByRole('textbox', { name: 'Ask the AI' })).toBeFocused(ISLAND_LOADS)
  })

  test('Tab stays in the AI stand-in', async ({ page }) => {
    await holdIsland(page)
    await page.goto('/ai-studio/', { waitUntil: 'load' })
    await aiButton(page).click()
    await expect(dialogs(page)).toBeFocused()
    const close = dialogs(page).getByRole('button', { name: '关闭' })
    await page.keyboard.press('Tab')
    await expect(close).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(close).toBeFocused()
  })

  test('axe finds no serious or critical violation in the AI stand-in, in dark mode too', async ({ page }) => {
    await holdIsland(page)
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/ai-studio/', { waitUntil: 'load' })
    await aiButton(page).click()
    await expect(dialogs(page)).toBeFocused()
    expect(await seriousViolations(page, ['[role="dialog"]'])).toEqual([])
  })
})
