import { expect, test, type Page } from '@playwright/test'

// Quoted answers that answer the question asked (BEHAVIOUR.md search §2.3), on the embedded build,
// which has no model: readers' frames, code blocks and selections.
test.use({ viewport: { width: 1280, height: 860 } })

const ask = (page: Page, q: string) => page.goto('/?ask=' + encodeURIComponent(q))
const answerIn = (page: Page) => page.locator('.ChatBubble.ai[data-state="complete"]').last()

test('可以退款吗 quotes the expense page’s refund sentence, not a passage that shares only 可以…吗', async ({
  page,
}) => {
  await ask(page, '可以退款吗')
  const first = answerIn(page).locator('.QuotedAnswer-quote').first()
  await expect(first.locator('blockquote')).toContainText('现金余额可以申请退款')
  // The question's word is marked where the quote says it.
  await expect(first.locator('blockquote mark').first()).toHaveText('退款')
  await expect(first.locator('figcaption a')).toHaveAttribute('href', /^\/fundamentals\/expense\//)
  await expect(answerIn(page)).not.toContainText('Docker in Docker')
})

test('without a model the AI panel says what it is: no mode selector and no generated-answer disclaimer', async ({
  page,
}) => {
  await ask(page, '可以退款吗')
  const panel = page.locator('.ChatPanel').last()
  await expect(answerIn(page).locator('.QuotedAnswer-badge')).toHaveText('摘自文档')
  await expect(panel.locator('.ModeSelect')).toHaveCount(0)
  await expect(panel.locator('.ChatDisclaimer')).toHaveCount(0)
  await expect(panel).not.toContainText('AI 生成的回答可能不准确')
  // No conversation whose context could mislead: only the newline hint under the box.
  await expect(panel.locator('.ChatInput-hint')).toHaveText('（Shift + Enter 换行）')
})

test('解释这段代码 on nvidia-smi shows the code as code and quotes the step it belongs to', async ({ page }) => {
  await page.goto('/posts/check-cuda-driver-versions.html', { waitUntil: 'networkidle' })
  const block = page
    .locator('.vp-doc div.language-bash')
    .filter({ has: page.locator('pre', { hasText: /^\s*nvidia-smi\s*$/ }) })
    .first()
  await block.hover()
  await block.locator('.AskCode').click()
  const dock = page.locator('.AssistantDock')
  const question = dock.locator('.ChatBubble.user').last()
  await expect(question.locator('pre.ChatBubble-code')).toHaveText('nvidia-smi')
  await expect(question).not.toContainText('```')
  const answer = dock.locator('.ChatBubble.ai[data-state="complete"]').last()
  const first = answer.locator('.QuotedAnswer-quote').first()
  await expect(first.locator('figcaption a')).toHaveAttribute('href', /#第-1-步-读懂-nvidia-smi-的表头$/)
  await expect(answer.locator('.QuotedAnswer-quote blockquote').nth(1)).toContainText('驱动')
  await expect(answer).not.toContainText('没有能回答')
})

test('asking about a selected sentence quotes what continues it, never the sentence itself', async ({ page }) => {
  await page.goto('/fundamentals/expense/', { waitUntil: 'networkidle' })
  const sentence = '累计充值金额决定模型 API 的速率档位'
  const paragraph = page.locator('.vp-doc p').filter({ hasText: sentence }).first()
  await paragraph.click({ clickCount: 3 })
  const selected = (await page.evaluate(() => getSelection()?.toString() ?? '')).trim()
  expect(selected).toContain(sentence)
  await page.locator('.AskSelection').click()
  const answer = page.locator('.AssistantDock .ChatBubble.ai[data-state="complete"]').last()
  const quotes = answer.locator('.QuotedAnswer-quote blockquote')
  await expect(quotes.first()).toBeVisible()
  for (const text of await quotes.allTextContents()) {
    expect(text.trim().length).toBeGreaterThan(0)
    expect(selected.replace(/\s+/g, '')).not.toContain(text.replace(/[\s…]+/g, ''))
  }
})
