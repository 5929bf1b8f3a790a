import { expect, test } from '@playwright/test'
import { CONVERSATION_ID_SHAPE } from '../../testkit/typesense-fake/server'
import { modal } from './support/search'
import { ANSWER, ask, askAi, conversationAsks, fake, onFreshFake } from './support/typesense'

// The assistant on the real server's edges (errors, timeouts, conversation ids as the server words them),
// in the site built with Typesense, against testkit/typesense-fake.
onFreshFake()
test.use({ viewport: { width: 1280, height: 860 } })

test('a stream cut at the server budget shows the maybe-incomplete notice; continue asks on in the same conversation', async ({
  page,
}) => {
  await fake.scenario(page, { answer: ANSWER, chunkSize: 4, chunkDelayMs: 150, llmCapMs: 1000 })
  await askAi(page, '如何创建开发机')
  const ai = modal(page).locator('.ChatBubble.ai')
  await expect(ai).toHaveAttribute('data-state', 'complete', { timeout: 10_000 })
  await expect(ai).toContainText('（回答可能不完整）')
  await expect(ai.getByRole('button', { name: '用「均衡」模式重新提问' })).toBeVisible()
  const [first] = await conversationAsks(page)
  await fake.scenario(page, { answer: '选择镜像后点击创建。' })
  await ai.getByRole('button', { name: '继续回答' }).click()
  const next = modal(page).locator('.ChatBubble.ai').nth(1)
  await expect(next).toHaveAttribute('data-state', 'complete', { timeout: 10_000 })
  await expect(next).toContainText('选择镜像后点击创建。')
  await expect(next).not.toContainText('（回答可能不完整）')
  const asks = await conversationAsks(page)
  expect(asks).toHaveLength(2)
  expect(asks[1]?.query.q).toBe('请从中断处继续完成你的上一个回答。')
  // The cut answer was stored: the id the server sent in its final JSON is the one continued.
  expect(asks[1]?.query.conversation_id).toMatch(CONVERSATION_ID_SHAPE)
  expect(first?.query.conversation_id).toBeUndefined()
})

test('a thinking model shows its thinking, then the answer: one model call, no rescue', async ({ page }) => {
  test.setTimeout(45_000)
  // Nine seconds of thinking, one raw reasoning chunk a second: longer than the 8 s watchdog.
  const thinking = '用户想释放开发机。文档说先停止，再释放。释放会删除系统盘，需要提醒备份数据。最后给出步骤。'
  await fake.scenario(page, { answer: '先停止，再释放。', thinking, chunkSize: 5, chunkDelayMs: 1000 })
  await askAi(page, '如何释放开发机')
  const ai = modal(page).locator('.ChatBubble.ai')
  const section = ai.locator('details.ChatThinking')
  await expect(section.locator('summary')).toHaveText('思考过程')
  await expect(section).toHaveAttribute('open', '')
  await expect(section).toContainText('用户想释放开发机')
  await expect(ai).toHaveAttribute('data-state', 'complete', { timeout: 30_000 })
  await expect(ai.locator('.AnswerView').last()).toContainText('先停止，再释放。')
  await expect(section).not.toHaveAttribute('open', '') // folded once the answer began
  await section.locator('summary').click()
  await expect(section).toContainText('最后给出步骤。')
  expect(await fake.modelCalls(page)).toEqual([{ kind: 'answer', stream: true, outcome: 'ok' }])
  expect((await conversationAsks(page)).map((r) => r.query.conversation_stream ?? 'false')).toEqual(['true'])
})

test('an expired conversation continues as a new one, and the reader is told the earlier context was dropped', async ({
  page,
}) => {
  await fake.scenario(page, { answer: ANSWER })
  await askAi(page, '如何创建开发机')
  const ai = modal(page).locator('.ChatBubble.ai')
  await expect(ai.first()).toHaveAttribute('data-state', 'complete', { timeout: 10_000 })
  await fake.expire(page)
  await ask(page, '那如何释放？')
  await expect(ai.nth(1)).toHaveAttribute('data-state', 'complete', { timeout: 10_000 })
  await expect(ai.nth(1)).toContainText('之前的对话已过期')
  await expect(ai.nth(1).locator('.AnswerView')).toContainText('AIStudio')
  const asks = await conversationAsks(page)
  expect(asks.map((r) => r.query.conversation_id ?? null)).toEqual([null, asks[1]?.query.conversation_id, null])
  expect(asks[1]?.query.conversation_id).toMatch(CONVERSATION_ID_SHAPE)
})

test('a failure after the answer is shown as an error, and the next question starts fresh', async ({ page }) => {
  await fake.scenario(page, { answer: ANSWER, historyWriteError: 'Error while creating conversation' })
  await askAi(page, '如何创建开发机')
  const ai = modal(page).locator('.ChatBubble.ai')
  await expect(ai.first()).toHaveAttribute('data-state', 'complete', { timeout: 10_000 })
  await expect(ai.first().locator('.AnswerView strong')).toHaveText('AIStudio → 开发机 → 新建')
  await expect(ai.first().getByRole('alert')).toHaveText(
    '服务器未能保存这次回答（Error while creating conversation），后续提问不会包含它。',
  )
  await expect(ai.first().locator('.AnswerView')).not.toContainText('Error while creating conversation')
  await fake.scenario(page, { answer: ANSWER })
  await ask(page, '那如何释放？')
  await expect(ai.nth(1)).toHaveAttribute('data-state', 'complete', { timeout: 10_000 })
  const asks = await conversationAsks(page)
  expect(asks).toHaveLength(2)
  expect(asks[1]?.query.conversation_id).toBeUndefined()
})
