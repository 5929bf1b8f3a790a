import { expect, test } from '@playwright/test'

// A reader who types a question into the AI inviter before its code has loaded (a slow device or
// network) keeps the question, and can send it once the code runs.
test('a question typed before the inviter has loaded can be sent once it has', async ({ page }) => {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/AiInviter\.[\w-]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'commit' })
  const inviter = page.locator('.AiInviter')
  const input = inviter.getByRole('textbox')
  await input.fill('  训练任务被 OOMKilled 怎么办  ')
  release()
  await expect(inviter.getByRole('button', { name: '提问' })).toBeEnabled()
  await expect(input).toHaveValue('  训练任务被 OOMKilled 怎么办  ')
  await input.press('Enter')
  await expect(input).toHaveValue('')
  await expect(page.getByRole('dialog').locator('.ChatBubble.user')).toHaveText('训练任务被 OOMKilled 怎么办')
})
