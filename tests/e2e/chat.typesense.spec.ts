import { expect, test } from '@playwright/test'

const FAKE = 'http://127.0.0.1:8109'
test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 1280, height: 860 } })

const ANSWER = '在控制台打开 **AIStudio → 开发机 → 新建**，选择 GPU 型号与镜像即可。\n\n```bash\natlctl instance create --gpu A800\n```'

test.beforeEach(async ({ page }) => {
  await page.request.post(`${FAKE}/__fake/reset`)
})

test('a streamed answer appears progressively and ends with sources; a mode switch keeps the conversation id', async ({ page }) => {
  await page.request.post(`${FAKE}/__fake/scenario`, { data: { answer: ANSWER, chunkSize: 6, chunkDelayMs: 40 } })
  await page.goto('/')
  await page.locator('.SearchControl .ai-button').click()
  const dialog = page.getByRole('dialog')
  const box = dialog.getByRole('textbox', { name: '向 AI 提问' })
  await box.fill('如何创建开发机')
  await box.press('Enter')
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
  const log = (await (await page.request.get(`${FAKE}/__fake/log`)).json()) as { path: string; query: Record<string, string> }[]
  const asks = log.filter((r) => r.path === '/multi_search' && r.query.conversation === 'true')
  expect(asks).toHaveLength(2)
  expect(asks[0].query.conversation_model_id).toBe('docs-quick')
  expect(asks[1].query.conversation_model_id).toBe('docs-deep')
  expect(asks[1].query.conversation_id).toBeTruthy()
  expect(asks[1].query.conversation_id).toMatch(/^conv-/)
})

test('stop ends the answer with the stopped notice', async ({ page }) => {
  await page.request.post(`${FAKE}/__fake/scenario`, { data: { answer: ANSWER, chunkSize: 2, chunkDelayMs: 300 } })
  await page.goto('/')
  await page.locator('.SearchControl .ai-button').click()
  const dialog = page.getByRole('dialog')
  const box = dialog.getByRole('textbox', { name: '向 AI 提问' })
  await box.fill('如何创建开发机')
  await box.press('Enter')
  await expect(dialog.locator('.ChatBubble.ai')).toHaveAttribute('data-state', 'streaming')
  await dialog.getByRole('button', { name: '停止生成' }).click()
  await expect(dialog.locator('.ChatBubble.ai')).toHaveAttribute('data-state', 'complete')
  await expect(dialog.locator('.ChatBubble.ai')).toContainText(/已停止生成/)
})
