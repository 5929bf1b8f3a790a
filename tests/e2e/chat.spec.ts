import { seriousViolations } from './support/axe'
import { recordAnalytics } from './support/analytics'
import { placeholderFit } from './support/placeholder'
import { expect, test } from '@playwright/test'

// Below the docked assistant's 1280 px, so `?ask=` and the AI button open the dialog these tests are about.
test.use({ viewport: { width: 1200, height: 860 } })

test('without Typesense the assistant answers by quoting the docs, each quote linked', async ({ page }) => {
  await page.goto('/?ask=' + encodeURIComponent('如何创建开发机'))
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('tab', { name: /AI 问答/ })).toHaveAttribute('aria-selected', 'true')
  await expect(dialog.locator('.ChatBubble.user')).toHaveText('如何创建开发机')
  const answer = dialog.locator('.ChatBubble.ai')
  await expect(answer.locator('.QuotedAnswer-badge')).toHaveText('摘自文档')
  await expect(answer.locator('.QuotedAnswer-quote figcaption a').first()).toHaveAttribute(
    'href',
    /^\/ai-studio\/dev-instance\//,
  )
  // No model answers this build: no disclaimer about generated answers.
  await expect(dialog).not.toContainText('AI 生成的回答可能不准确，请以文档为准')
})

test("a quote shows the page's text as written: an apostrophe, not its HTML entity", async ({ page }) => {
  await page.goto('/en/?ask=' + encodeURIComponent('What is the difference between CUDA and Conda?'))
  const quote = page.getByRole('dialog').locator('.ChatBubble.ai .QuotedAnswer-quote blockquote').first()
  await expect(quote).toContainText("CUDA is NVIDIA's GPU computing platform")
  await expect(page.getByRole('dialog').locator('.ChatBubble.ai')).not.toContainText('&#39;')
})

test('the empty chat greets, offers six prompts, and a prompt sends', async ({ page }) => {
  await page.goto('/')
  await page.locator('.SearchControl .ai-button').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.locator('.ChatEmpty-title')).toHaveText('试试这些问题')
  await expect(dialog.locator('.ChatEmpty-prompts button')).toHaveCount(6)
  await expect(dialog.getByRole('textbox', { name: '向 AI 提问' })).toHaveAttribute(
    'placeholder',
    '关于文档，问我任何问题...',
  )
  await expect(dialog.locator('.ChatInput-hint')).toHaveText('（Shift + Enter 换行）')
  await dialog.locator('.ChatEmpty-prompts button').first().click()
  await expect(dialog.locator('.ChatBubble.user')).toHaveCount(1)
  await expect(dialog.getByRole('button', { name: '开始新对话' })).toBeVisible()
  expect(await seriousViolations(page, ['[role="dialog"]'])).toEqual([])
})

test('blank text never sends; Shift+Enter is a newline; Enter sends', async ({ page }) => {
  await page.goto('/')
  await page.locator('.SearchControl .ai-button').click()
  const box = page.getByRole('dialog').getByRole('textbox', { name: '向 AI 提问' })
  await box.fill('   ')
  await box.press('Enter')
  await expect(page.getByRole('dialog').locator('.ChatBubble')).toHaveCount(0)
  await expect(page.getByRole('dialog').getByRole('button', { name: '发送' })).toBeDisabled()
  await box.fill('第一行')
  await box.press('Shift+Enter')
  await box.type('第二行')
  await expect(box).toHaveValue('第一行\n第二行')
  await box.press('Enter')
  await expect(page.getByRole('dialog').locator('.ChatBubble.user')).toHaveText('第一行\n第二行')
})

test.describe('phones', () => {
  test.use({ viewport: { width: 375, height: 740 } })
  test('four suggested prompts at 768 px or less', async ({ page }) => {
    await page.goto('/')
    await page.locator('.SearchControl .ai-button').click()
    await expect(page.getByRole('dialog').locator('.ChatEmpty-prompts button')).toHaveCount(4)
  })

  test("the question box is in the page's font, its English placeholder on one line", async ({ page }) => {
    await page.goto('/en/ai-studio/')
    await page.locator('.SearchControl .ai-button').click()
    const box = page.getByRole('dialog').locator('.ChatInput-text')
    await expect(box).toHaveAttribute('placeholder', 'Ask about the docs...')
    const style = await box.evaluate((el) => {
      const s = getComputedStyle(el)
      const p = getComputedStyle(el, '::placeholder')
      return { font: s.fontFamily, body: getComputedStyle(document.body).fontFamily, wrap: p.whiteSpace }
    })
    expect(style.font).toBe(style.body)
    expect(style.wrap).toBe('nowrap')
    // One line: nothing to scroll inside the one-line box.
    expect(await box.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1)
  })
})

// The theme's entry script holds everything; the inviter's own chunk (an async component) holds only
// the inviter, after the search control has mounted and stopped listening for early shortcuts.
for (const [held, script] of [
  ['the page', /\/assets\/app\.[\w-]+\.js$/],
  ['the inviter', /\/assets\/chunks\/AiInviter\.[\w-]+\.js$/],
] as const) {
  test(`a question sent from the inviter before ${held} has mounted is asked once it mounts`, async ({ page }) => {
    // While the script is held the inviter's field is there, its send button disabled, nothing runs.
    let release!: () => void
    const holding = new Promise<void>((r) => (release = r))
    await page.route(script, async (route) => {
      await holding
      await route.continue()
    })
    await page.goto('/', { waitUntil: 'commit' })
    await page.waitForFunction(() => document.readyState !== 'loading')
    // Holding the inviter only: wait until the search control has mounted and taken the head script's
    // shortcut listener, the gap in which an Enter used to be lost.
    if (held === 'the inviter') await page.waitForFunction(() => !('__docsEarlySearch' in window))
    const input = page.locator('.AiInviter').getByRole('textbox')
    await input.fill('训练任务被 OOMKilled 怎么办')
    await input.press('Enter')
    release()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('tab', { name: /AI 问答/ })).toHaveAttribute('aria-selected', 'true')
    await expect(dialog.locator('.ChatBubble.user')).toHaveText('训练任务被 OOMKilled 怎么办')
    await expect(input).toHaveValue('')
  })
}

test('the inviter hands its question to the AI tab and auto-submits it', async ({ page }) => {
  await page.goto('/')
  const analytics = await recordAnalytics(page)
  const inviter = page.locator('.AiInviter')
  await expect(inviter).toContainText('找不到想要的答案？')
  await expect(inviter).toContainText('让 AI 助手为您解答')
  const input = inviter.getByRole('textbox')
  await expect(input).toHaveAttribute('placeholder', '输入您的问题，获得智能解答...')
  await expect(inviter.getByRole('button', { name: '提问' })).toBeDisabled()
  await input.fill('  训练任务被 OOMKilled 怎么办  ')
  await input.press('Enter')
  await expect(input).toHaveValue('')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('tab', { name: /AI 问答/ })).toHaveAttribute('aria-selected', 'true')
  await expect(dialog.locator('.ChatBubble.user')).toHaveText('训练任务被 OOMKilled 怎么办')
  const events = await analytics()
  expect(events.map((e) => e[0])).toContain('AISendButtonClicked')
})

test('the Enter that commits an input method’s text is not a send (Safari: keyCode 229, not composing)', async ({
  page,
}) => {
  await page.goto('/')
  const analytics = await recordAnalytics(page)
  const inviter = page.locator('.AiInviter')
  const input = inviter.getByRole('textbox')
  await input.fill('训练任务')
  await expect(inviter.getByRole('button', { name: '提问' })).toBeEnabled()
  // The inviter sends synchronously on Enter: had this one counted, the event would be recorded by now.
  await input.evaluate((el) =>
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 229, bubbles: true, cancelable: true })),
  )
  expect((await analytics()).map((e) => e[0])).not.toContain('AISendButtonClicked')
  await input.press('Enter')
  await expect(page.getByRole('dialog').locator('.ChatBubble.user')).toHaveText('训练任务')
  expect((await analytics()).map((e) => e[0])).toContain('AISendButtonClicked')
})

test('the inviter is on product landing pages, with the short placeholder at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/ai-studio/')
  await expect(page.locator('.AiInviter').getByRole('textbox')).toHaveAttribute('placeholder', '问个问题...')
  await expect(page.locator('.AiInviter .titles')).toBeHidden()
  await page.goto('/ai-studio/job/create.html')
  await expect(page.locator('.AiInviter')).toHaveCount(0)
})

test('an answer can be copied and rated; the rating is reported with the conversation', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/?ask=' + encodeURIComponent('开发机'))
  const analytics = await recordAnalytics(page)
  const answer = page.getByRole('dialog').locator('.ChatBubble.ai')
  await answer.getByRole('button', { name: '复制回答' }).click()
  await expect(answer.getByRole('button', { name: '已复制' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('摘自文档（非 AI 生成）：')
  await answer.getByRole('button', { name: '有帮助', exact: true }).click()
  await expect(answer.getByRole('button', { name: '有帮助', exact: true })).toHaveAttribute('aria-pressed', 'true')
  const events = await analytics()
  expect(events.find((e) => e[0] === 'AIAnswerFeedback')?.[1]).toMatchObject({
    value: 'up',
    mode: 'quick',
    question: '开发机',
    answer: 'quoted',
  })
})

for (const home of ['/', '/en/']) {
  test(`at 390 px the placeholders of ${home}'s inviter and of the chat with a message fit their fields`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(home)
    const inviter = page.locator('.AiInviter').getByRole('textbox')
    // The inviter's width is read once its code has run.
    await expect(inviter).toHaveAttribute('placeholder', home === '/' ? '问个问题...' : 'Ask a question...')
    const invited = await placeholderFit(inviter)
    expect(invited.width, invited.text).toBeLessThanOrEqual(invited.room)
    await inviter.fill(home === '/' ? '开发机怎么收费' : 'How is a dev instance billed?')
    await inviter.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog.locator('.ChatBubble.ai')).toBeVisible()
    const box = dialog.locator('.ChatInput-text')
    await expect(box).toHaveAttribute('placeholder', home === '/' ? '继续提问...' : 'Ask more...')
    const composed = await placeholderFit(box)
    expect(composed.width, composed.text).toBeLessThanOrEqual(composed.room)
  })
}
