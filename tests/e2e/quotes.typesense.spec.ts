import { expect, test } from '@playwright/test'
import { modal } from './support/search'
import { fake } from './support/typesense'

// The site built with Typesense: when no node can be reached, a question is answered by quoting the
// docs from the embedded index (BEHAVIOUR.md search §2.3 "Quoted answers"). The fake's state is not touched.
test.use({ viewport: { width: 1200, height: 860 } })

test('an unreachable cluster: the docs answer by quotation, saying the assistant cannot be reached', async ({
  page,
}) => {
  await fake.unreachable(page)
  await page.goto('/?ask=' + encodeURIComponent('训练任务跑到一半显存不够了怎么办'))
  const answer = modal(page).locator('.ChatBubble.ai')
  await expect(answer.locator('.QuotedAnswer-badge')).toHaveText('摘自文档')
  await expect(answer).toContainText('AI 助手暂时无法连接')
  await expect(answer.locator('.QuotedAnswer-quote figcaption a').first()).toHaveAttribute(
    'href',
    /\/support\/faq\.html#报错-cuda-out-of-memory-怎么办$/,
  )
  await expect(answer.getByRole('button', { name: '没有帮助' })).toBeVisible()
})
