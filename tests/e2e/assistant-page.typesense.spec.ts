import { expect, test, type Page } from '@playwright/test'
import { pageKeyOf, STORAGE_KEYS } from '../../src/contracts'
import { modal } from './support/search'
import { ANSWER, conversationAsks, fake, onFreshFake } from './support/typesense'

// The assistant beside the page (docked through navigations), and a question about this page, against
// the Typesense fake.
onFreshFake()

// The assistant beside the page, and questions about this page.
test.describe('the assistant docked and asked about a page', () => {
  test.use({ viewport: { width: 1440, height: 900 } })
  const dock = (page: Page) => page.getByRole('complementary', { name: 'AI 助手' })

  test('a streamed answer keeps streaming in the dock through three navigations: one question, one request', async ({
    page,
  }) => {
    await fake.scenario(page, { answer: ANSWER, chunkSize: 4, chunkDelayMs: 120 })
    await page.goto('/ai-studio/')
    await page.evaluate((key) => localStorage.setItem(key, '1'), STORAGE_KEYS.assistantDock)
    await page.locator('.SearchControl .ai-button').click()
    const box = dock(page).getByRole('textbox', { name: '向 AI 提问' })
    await box.fill('如何创建开发机')
    await box.press('Enter')
    const ai = dock(page).locator('.ChatBubble.ai')
    await expect(ai).toHaveAttribute('data-state', 'streaming')
    for (const link of [
      '/ai-studio/dev-instance/create.html',
      '/ai-studio/job/create.html',
      '/ai-studio/inference/deploy.html',
    ]) {
      await page.locator(`.VPSidebar a[href="${link}"]`).first().click()
      await expect(page).toHaveURL(new RegExp(link.replace(/\./g, '\\.') + '$'))
      await expect(dock(page).locator('.ChatBubble.user')).toHaveText('如何创建开发机')
    }
    await expect(ai).toHaveAttribute('data-state', 'complete', { timeout: 15_000 })
    await expect(ai.locator('.AnswerView pre')).toContainText('atlctl instance create')
    expect(await conversationAsks(page)).toHaveLength(1)
  })

  test('问问 AI sends the question filtered to this page and names the page to the model', async ({ page }) => {
    await page.goto('/ai-studio/job/create.html')
    await page.getByRole('button', { name: '更多页面操作' }).click()
    await page.getByRole('menuitem', { name: /问问 AI/ }).click()
    const chat = modal(page)
    const box = chat.getByRole('textbox', { name: '向 AI 提问' })
    await box.fill('需要什么权限')
    await box.press('Enter')
    await expect(chat.locator('.ChatBubble.ai')).toHaveAttribute('data-state', 'complete', { timeout: 15_000 })
    const [ask] = await conversationAsks(page)
    expect(ask!.query.q).toMatch(/^关于本页《.+》：需要什么权限$/)
    expect(ask!.body.searches).toEqual([
      // The page's exact key, not its url's tokens (src/contracts/page-key.ts).
      expect.objectContaining({
        collection: 'docs',
        filter_by: `page_key:=${pageKeyOf('/ai-studio/job/create.html')}`,
      }),
    ])
    const sources = await chat.locator('.ChatSources a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    for (const href of sources) expect(href).toMatch(/^\/ai-studio\/job\/create\.html/)
  })
})
