import AxeBuilder from '@axe-core/playwright'
import { recordAnalytics } from './support/analytics'
import { expect, test, type Page } from '@playwright/test'
import { INDEX_ASSETS_DIR } from '../../src/contracts'

// What a reader does that the other specs pass over, on the embedded build.
// Below the docked assistant's 1280 px, so `?ask=` and the AI button open the dialog these tests are about.
test.use({ viewport: { width: 1200, height: 860 } })

const dialog = (page: Page) => page.getByRole('dialog')
const focusInDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))

async function openAi(page: Page) {
  await page.goto('/')
  await page.locator('.SearchControl .ai-button').click()
  await expect(dialog(page).locator('.ChatEmpty-prompts button').first()).toBeVisible()
}

test('after a suggested prompt or Clear, Tab stays in the dialog and Escape closes it', async ({ page }) => {
  await openAi(page)
  await dialog(page).locator('.ChatEmpty-prompts button').first().click()
  await expect(dialog(page).locator('.ChatBubble.ai')).toHaveAttribute('data-state', 'complete')
  await page.keyboard.press('Tab')
  expect(await focusInDialog(page)).toBe(true)
  await dialog(page).getByRole('button', { name: '开始新对话' }).click()
  // Clear removes its own button: focus goes back to the question box, not to the page.
  await expect(dialog(page).locator('textarea')).toBeFocused()
  await page.keyboard.press('Tab')
  expect(await focusInDialog(page)).toBe(true)
  // Wherever focus went, even to <body>, the keys still belong to the dialog.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('Tab')
  expect(await focusInDialog(page)).toBe(true)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
})

test('switching tabs and Ctrl+K keep the conversation and the query; only closing clears them', async ({ page }) => {
  await page.goto('/?ask=' + encodeURIComponent('如何创建开发机'))
  const d = dialog(page)
  await expect(d.locator('.ChatBubble.ai .QuotedAnswer')).toBeVisible()
  await d.getByRole('tab', { name: '文档搜索' }).click()
  await expect(d.getByRole('combobox')).toBeFocused()
  await d.getByRole('combobox').fill('开发机')
  await expect(d.locator('.SearchHit').first()).toBeVisible()
  await d.getByRole('tab', { name: /AI 问答/ }).click()
  await expect(d.locator('.ChatBubble.user')).toHaveText('如何创建开发机')
  await d.getByRole('tab', { name: '文档搜索' }).click()
  await expect(d.getByRole('combobox')).toHaveValue('开发机')
  await page.keyboard.press('Control+k')
  await expect(d.getByRole('tab', { name: '文档搜索' })).toHaveAttribute('aria-selected', 'true')
  await expect(d.getByRole('combobox')).toHaveValue('开发机')
  await d.getByRole('tab', { name: /AI 问答/ }).click()
  await expect(d.locator('.ChatBubble.user')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(d).toBeHidden()
  // Opening is throttled to once per 100 ms after the close (BEHAVIOUR.md search §2.1): a click
  // that early is ignored, so click again until the dialog is open, and never click an open one.
  await expect(async () => {
    if (await d.isHidden()) await page.locator('.SearchControl .ai-button').click()
    await expect(d).toBeVisible({ timeout: 1_000 })
  }).toPass()
  await expect(d.locator('.ChatEmpty-prompts button').first()).toBeVisible()
  await expect(d.locator('.ChatBubble')).toHaveCount(0)
})

test('a source link goes through the router and closes the modal', async ({ page }) => {
  await page.goto('/?ask=' + encodeURIComponent('如何创建开发机'))
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true))
  const source = dialog(page).locator('.QuotedAnswer-quote a').first()
  const href = (await source.getAttribute('href'))!
  await source.click()
  await expect(dialog(page)).toBeHidden()
  await expect(page).toHaveURL((u) => u.pathname === href.replace(/#.*$/, ''))
  // No full reload: the same document navigated with the router.
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
})

test('sources of the answer follow BEHAVIOUR.md: at most 3, titled, excerpts cut with ...', async ({ page }) => {
  // Quoted answers link their quotes; the sources list shows when nothing covers the question (the docs
  // name 训练任务 on many pages, never TPU).
  await page.goto('/?ask=' + encodeURIComponent('训练任务能用 TPU 吗'))
  const items = dialog(page).locator('.ChatSources li')
  await expect(items).toHaveCount(3)
  const excerpts = await items.locator('span').allTextContents()
  for (const text of excerpts) {
    const chars = Array.from(text.replace(/\.\.\.$/, ''))
    expect(chars.length).toBeLessThanOrEqual(150)
  }
  expect(excerpts.some((t) => t.endsWith('...'))).toBe(true)
})

test('a render error inside the island shows the UI-failure text, not a blank modal', async ({ page }) => {
  await page.goto('/')
  await page.locator('.SearchControl .ai-button').hover()
  // The chat reads the window width while it renders: make that throw.
  await page.evaluate(() =>
    Object.defineProperty(window, 'innerWidth', {
      configurable: true,
      get: () => {
        throw new Error('render failure')
      },
    }),
  )
  await page.locator('.SearchControl .ai-button').click()
  await expect(dialog(page).getByRole('alert')).toHaveText('抱歉，处理你的请求时出了点问题。')
  await expect(dialog(page).getByRole('tab', { name: '文档搜索' })).toBeVisible()
})

test("offline with no reachable index, the keyword panel shows BEHAVIOUR.md's sample results", async ({ page }) => {
  await page.route(`**/${INDEX_ASSETS_DIR}/**`, (route) => route.abort('internetdisconnected'))
  await page.goto('/')
  await page.locator('.SearchControl .search-button').click()
  await dialog(page).getByRole('combobox').fill('推理')
  await expect(dialog(page).locator('.SearchWarning')).toContainText('搜索服务暂时不可用，显示模拟结果')
  const hits = dialog(page).locator('.SearchHit')
  await expect(hits).toHaveCount(2)
  // Their links carry the words to mark (?highlight=), before the anchor.
  expect(await hits.evaluateAll((as) => as.map((a) => a.getAttribute('href')?.replace(/\?[^#]*/, '')))).toEqual([
    '/ai-studio/inference/deploy.html',
    '/gen-studio/api/',
  ])
  await dialog(page).getByRole('combobox').fill('与样例无关的词')
  await expect(hits).toHaveCount(3)
})

test('AISendButtonClicked fires once per question: the inviter, then the send button', async ({ page }) => {
  await page.goto('/')
  const analytics = await recordAnalytics(page)
  const input = page.locator('.AiInviter').getByRole('textbox')
  await input.fill('训练任务被 OOMKilled 怎么办')
  await input.press('Enter')
  await expect(dialog(page).locator('.ChatBubble.ai')).toHaveAttribute('data-state', 'complete')
  const sends = async () => (await analytics()).filter((e) => e[0] === 'AISendButtonClicked').map((e) => e[1].source)
  expect(await sends()).toEqual(['inviter'])
  const box = dialog(page).getByRole('textbox', { name: '向 AI 提问' })
  await box.fill('再问一个')
  await dialog(page).getByRole('button', { name: '发送' }).click()
  await expect(dialog(page).locator('.ChatBubble.ai')).toHaveCount(2)
  await expect(dialog(page).locator('.ChatBubble.ai').nth(1)).toHaveAttribute('data-state', 'complete')
  expect(await sends()).toEqual(['inviter', 'chat'])
})

test.describe('accessibility', () => {
  for (const width of [1280, 375]) {
    test(`the search button's accessible name contains its visible text, and it has one at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/', { waitUntil: 'networkidle' })
      // label-content-name-mismatch is "experimental" in axe, so the page-wide axe tests do not run it.
      const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch', 'button-name']).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      await expect(page.getByRole('button', { name: /^搜索/ })).toBeVisible()
    })
  }

  test('the keyword panel adds no contentinfo landmark; answer icons are SVG', async ({ page }) => {
    await page.goto('/?ask=' + encodeURIComponent('开发机'))
    const d = dialog(page)
    await expect(d.locator('.ChatBubble.ai')).toHaveAttribute('data-state', 'complete')
    const actions = d.locator('.ChatActions button[aria-pressed]')
    await expect(actions).toHaveCount(2)
    await expect(actions.locator('svg')).toHaveCount(2)
    expect((await actions.allTextContents()).join('')).toBe('')
    await expect(d.getByRole('button', { name: '开始新对话' }).locator('svg')).toHaveCount(1)
    await d.getByRole('tab', { name: '文档搜索' }).click()
    await d.getByRole('combobox').fill('开发机')
    await expect(d.locator('.SearchHit').first()).toBeVisible()
    await expect(d.getByRole('contentinfo')).toHaveCount(0)
  })
})
