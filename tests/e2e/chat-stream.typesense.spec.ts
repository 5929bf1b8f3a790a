import { expect, test } from '@playwright/test'
import { CONVERSATION_ID_SHAPE } from '../../testkit/typesense-fake/server'
import { freezeClock } from './support/clock'
import { input, modal } from './support/search'
import { ANSWER, askAi, conversationAsks, fake, onFreshFake } from './support/typesense'

// The assistant over the fake's conversational search: a streamed answer, stopping it, the watchdog
// and the fallback request when a stream stalls or fails, and a reader's moves while it streams.
onFreshFake()
test.use({ viewport: { width: 1280, height: 860 } })

test('a streamed answer appears progressively and ends with sources; a mode switch keeps the conversation id', async ({
  page,
}) => {
  await fake.scenario(page, { answer: ANSWER, chunkSize: 6, chunkDelayMs: 40 })
  const box = await askAi(page, '如何创建开发机')
  const dialog = modal(page)
  const ai = dialog.locator('.ChatBubble.ai').first()
  await expect(ai).toHaveAttribute('data-state', 'streaming')
  await expect(ai).toContainText('正在生成回答...')
  await expect(ai).toHaveAttribute('data-state', 'complete', { timeout: 15_000 })
  await expect(ai.locator('.AnswerView strong')).toHaveText('AIStudio → 开发机 → 新建')
  await expect(ai.locator('.AnswerView pre')).toContainText('atlctl instance create')
  await expect(ai.locator('.ChatSources li').first()).toBeVisible()

  await dialog.getByRole('button', { name: /回答模式/ }).click()
  await dialog.getByRole('option', { name: /深度/ }).click()
  await box.fill('那如何释放？')
  await box.press('Enter')
  await expect(dialog.locator('.ChatBubble.ai').nth(1)).toHaveAttribute('data-state', 'complete', { timeout: 15_000 })
  const asks = await conversationAsks(page)
  expect(asks).toHaveLength(2)
  expect(asks[0]?.query.conversation_model_id).toBe('docs-quick')
  expect(asks[1]?.query.conversation_model_id).toBe('docs-deep')
  expect(asks[1]?.query.conversation_id).toBeTruthy()
  expect(asks[1]?.query.conversation_id).toMatch(CONVERSATION_ID_SHAPE)
})

// After Stop, Tab stays in the dialog and Escape closes it.
test('stop ends the answer with the stopped notice; Tab stays in the dialog and Escape closes it', async ({ page }) => {
  await fake.scenario(page, { answer: ANSWER, chunkSize: 2, chunkDelayMs: 300 })
  await askAi(page, '如何创建开发机')
  const dialog = modal(page)
  await expect(dialog.locator('.ChatBubble.ai')).toHaveAttribute('data-state', 'streaming')
  await dialog.getByRole('button', { name: '停止生成' }).click()
  await expect(dialog.locator('.ChatBubble.ai')).toHaveAttribute('data-state', 'complete')
  await expect(dialog.locator('.ChatBubble.ai')).toContainText(/已停止生成/)
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('a stream that stalls is rescued at 8 s by one non-streaming request', async ({ page }) => {
  await fake.scenario(page, { answer: ANSWER, chunkSize: 4, stallAfterChunks: 2 })
  await page.clock.install()
  await askAi(page, '如何创建开发机')
  const ai = modal(page).locator('.ChatBubble.ai')
  await expect(ai).toHaveAttribute('data-state', 'streaming')
  await expect.poll(async () => (await conversationAsks(page)).length).toBe(1)
  // The watchdog counts from the stream's last line: wait until both chunks before the stall are
  // shown, then stop the page's clock so that only the test moves it.
  await expect(ai).toContainText('在控制台打开')
  await freezeClock(page, 100)
  await page.clock.fastForward(6_000)
  await expect(ai).toHaveAttribute('data-state', 'streaming')
  expect(await conversationAsks(page)).toHaveLength(1)
  await page.clock.fastForward(3_000)
  await page.clock.resume()
  await expect(ai).toHaveAttribute('data-state', 'complete')
  await expect(ai.locator('.AnswerView pre')).toContainText('atlctl instance create --gpu A800')
  await expect(ai.locator('.ChatSources li').first()).toBeVisible()
  const asks = await conversationAsks(page)
  expect(asks.map((r) => r.query.conversation_stream ?? 'false')).toEqual(['true', 'false'])
})

test('a failed stream falls back to one non-streaming request that answers', async ({ page }) => {
  await fake.scenario(page, { answer: ANSWER, failStreamingNext: 1, failStatus: 500 })
  await askAi(page, '如何创建开发机')
  const ai = modal(page).locator('.ChatBubble.ai')
  await expect(ai).toHaveAttribute('data-state', 'complete', { timeout: 15_000 })
  await expect(ai.locator('.AnswerView strong')).toHaveText('AIStudio → 开发机 → 新建')
  await expect(ai).not.toContainText('failed')
  expect((await conversationAsks(page)).map((r) => r.query.conversation_stream ?? 'false')).toEqual(['true', 'false'])
})

test('when streaming and the fallback both fail, the reader is told so and can ask again', async ({ page }) => {
  await fake.scenario(page, { answer: ANSWER, failStreamingNext: 1, failNonStreamingNext: 1, failStatus: 500 })
  const box = await askAi(page, '如何创建开发机')
  const ai = modal(page).locator('.ChatBubble.ai')
  await expect(ai).toHaveAttribute('data-state', 'complete', { timeout: 15_000 })
  await expect(ai).toContainText('备用请求也失败了')
  await expect(ai.locator('.ChatSources')).toHaveCount(0)
  await box.fill('再试一次')
  await box.press('Enter')
  await expect(modal(page).locator('.ChatBubble.ai').nth(1)).toHaveAttribute('data-state', 'complete', {
    timeout: 15_000,
  })
  await expect(modal(page).locator('.ChatBubble.ai').nth(1).locator('.AnswerView strong')).toHaveText(
    'AIStudio → 开发机 → 新建',
  )
})

test('a follow-up the server is slow to start (rewriting it first) is waited for, not rescued with a second LLM call', async ({
  page,
}) => {
  await fake.scenario(page, { answer: ANSWER, chunkSize: 20 })
  await page.clock.install()
  const box = await askAi(page, '如何创建开发机')
  const dialog = modal(page)
  await expect(dialog.locator('.ChatBubble.ai')).toHaveAttribute('data-state', 'complete')
  await fake.scenario(page, { answer: ANSWER, chunkSize: 20, followUpDelayMs: 1500 })
  await box.fill('那如何释放？')
  await box.press('Enter')
  const second = dialog.locator('.ChatBubble.ai').nth(1)
  await expect(second).toHaveAttribute('data-state', 'streaming')
  // Well past the watchdog's 8 s once the follow-up has reached the server, which has not answered yet.
  await expect.poll(async () => (await conversationAsks(page)).length).toBe(2)
  await page.clock.fastForward(12_000)
  await expect(second).toHaveAttribute('data-state', 'complete')
  expect((await conversationAsks(page)).map((r) => r.query.conversation_stream ?? 'false')).toEqual(['true', 'true'])
})

// A real reader's moves over the Typesense build.
test('switching tabs while an answer streams neither aborts nor repeats it', async ({ page }) => {
  await fake.scenario(page, { answer: ANSWER, chunkSize: 4, chunkDelayMs: 60 })
  await askAi(page, '如何创建开发机')
  const dialog = modal(page)
  await expect(dialog.locator('.ChatBubble.ai')).toHaveAttribute('data-state', 'streaming')
  await dialog.getByRole('tab', { name: '文档搜索' }).click()
  await input(page).fill('开发机')
  await expect(dialog.locator('.SearchHit').first()).toBeVisible()
  await dialog.getByRole('tab', { name: /AI 问答/ }).click()
  await expect(dialog.locator('.ChatBubble.ai')).toHaveAttribute('data-state', 'complete', { timeout: 15_000 })
  await expect(dialog.locator('.ChatBubble.ai .AnswerView pre')).toContainText('atlctl instance create')
  expect(await conversationAsks(page)).toHaveLength(1)
})

test('links in an answer: same-site through the router (the modal closes), external in a new tab', async ({
  page,
  context,
}) => {
  await fake.scenario(page, {
    answer: '见[创建开发机](/ai-studio/dev-instance/create.html)与[外部说明](https://example.com/guide)。',
    chunkSize: 50,
  })
  await askAi(page, '如何创建开发机')
  const dialog = modal(page)
  await expect(dialog.locator('.ChatBubble.ai')).toHaveAttribute('data-state', 'complete')
  await context.route('https://example.com/**', (route) => route.fulfill({ status: 200, body: 'external' }))
  const popup = context.waitForEvent('page')
  await dialog.locator('.AnswerView a', { hasText: '外部说明' }).click()
  expect((await popup).url()).toBe('https://example.com/guide')
  await expect(dialog).toBeVisible()
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true))
  await dialog.locator('.AnswerView a', { hasText: '创建开发机' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/ai-studio\/dev-instance\/create\.html$/)
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
})
