import { expect, test } from '@playwright/test'
import { ALLOWED_TAGS } from '../../src/react-islands/chat/markdown'
import { XSS_PAYLOADS } from '../fixtures/xss-payloads'
import { seriousViolations } from './support/axe'
import { input, modal } from './support/search'
import { ANSWER, askAi, fake, onFreshFake } from './support/typesense'

// What the assistant shows is safe whatever the server sends: the XSS corpus streamed as answers,
// records whose url is a script, and a complete answer checked with axe.
onFreshFake()
test.use({ viewport: { width: 1280, height: 860 } })

test('a complete answer with sources passes axe with no serious or critical violation', async ({ page }) => {
  await fake.scenario(page, { answer: ANSWER, chunkSize: 20 })
  await askAi(page, '如何创建开发机')
  await expect(modal(page).locator('.ChatBubble.ai')).toHaveAttribute('data-state', 'complete', { timeout: 15_000 })
  await expect(modal(page).locator('.ChatSources li').first()).toBeVisible()
  expect(await seriousViolations(page, ['[role="dialog"]'])).toEqual([])
})

test(`the XSS corpus (${XSS_PAYLOADS.length} payloads) streamed as answers executes nothing and leaves nothing unsafe`, async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>
    w.__xss = 0
    for (const name of ['alert', 'confirm', 'prompt', 'print']) w[name] = () => void (w.__xss = (w.__xss as number) + 1)
  })
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  await fake.scenario(page, { answer: 'x', chunkSize: 3 })
  const box = await askAi(page, '准备')
  await expect(modal(page).locator('.ChatBubble.ai')).toHaveAttribute('data-state', 'complete')
  for (const [i, payload] of XSS_PAYLOADS.entries()) {
    await fake.scenario(page, { answer: payload, chunkSize: 3 })
    await box.fill(`第 ${i} 个`)
    await box.press('Enter')
    const ai = modal(page).locator('.ChatBubble.ai').last()
    await expect(modal(page).locator('.ChatBubble.ai')).toHaveCount(i + 2)
    await expect(ai).toHaveAttribute('data-state', 'complete', { timeout: 15_000 })
    const unsafe = await ai.locator('.AnswerView').evaluate((root, allowed) => {
      const found: string[] = []
      for (const el of Array.from(root.querySelectorAll('*'))) {
        const tag = el.tagName.toLowerCase()
        if (!allowed.includes(tag)) found.push(`<${tag}>`)
        for (const a of Array.from(el.attributes)) {
          if (
            a.name.startsWith('on') ||
            a.name.startsWith('data-') ||
            ['style', 'src', 'xlink:href', 'action', 'formaction'].includes(a.name)
          )
            found.push(`${tag}[${a.name}]`)
          if (a.name === 'href' && /^(javascript|vbscript|data|file):/i.test(a.value.replace(/\s/g, '')))
            found.push(`${tag}[href=${a.value}]`)
        }
      }
      return found
    }, ALLOWED_TAGS)
    expect(unsafe, `payload ${i}: ${payload.slice(0, 60)}`).toEqual([])
  }
  // Handlers that would fire on hover or focus get their chance too.
  for (const el of await modal(page).locator('.ChatBubble.ai .AnswerView :is(a, p, span, div, td)').all())
    await el.dispatchEvent('mouseover')
  await modal(page).locator('.ChatBubble.ai .AnswerView a').first().focus()
  expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(0)
  expect(dialogs).toEqual([])
})

test('a record whose url is data: or vbscript: never becomes a live link, in results or sources', async ({ page }) => {
  const record = (id: string, url: string) => ({
    id,
    'hierarchy.lvl0': '测试',
    'hierarchy.lvl1': `恶意记录 ${id}`,
    'hierarchy.lvl2': null,
    content: '量子纠缠调度器的说明文字。',
    url,
    url_without_anchor: url,
    language: 'zh',
    item_priority: 9,
  })
  await fake.load(page, 'docs', [
    record('evil-data', 'data:text/html,<script>alert(1)</script>'),
    record('evil-vb', 'vbscript:msgbox(1)'),
  ])
  await page.goto('/')
  await page.locator('.SearchControl .search-button').click()
  await input(page).fill('量子纠缠调度器')
  const evil = modal(page).locator('.SearchHit', { hasText: '恶意记录' })
  await expect(evil).toHaveCount(2)
  expect(await evil.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([null, null])
  await fake.scenario(page, { answer: '量子纠缠调度器见文档。', chunkSize: 20 })
  await modal(page)
    .getByRole('tab', { name: /AI 问答/ })
    .click()
  const box = modal(page).getByRole('textbox', { name: '向 AI 提问' })
  await box.fill('量子纠缠调度器')
  await box.press('Enter')
  await expect(modal(page).locator('.ChatBubble.ai')).toHaveAttribute('data-state', 'complete')
  expect(
    await modal(page)
      .locator('.ChatSources a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
  ).not.toContainEqual(expect.stringMatching(/^(data|vbscript):/i))
})
