import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { recordsFileName } from '../../src/contracts'
import { recordAnalytics } from './support/analytics'
import { input, modal } from './support/search'
import { fake, keywordSearches, onFreshFake } from './support/typesense'

// Keyword search in the site built with Typesense configured: the requests it sends, the records it
// shows, and what the reader sees when Typesense cannot answer. The assistant: chat-stream,
// chat-safety and assistant-page (*.typesense.spec.ts).
onFreshFake()
test.use({ viewport: { width: 1280, height: 860 } })

test('searches go to Typesense with the query-analysis strategy, and the hybrid disclaimer shows', async ({ page }) => {
  await page.goto('/')
  await page.locator('.SearchControl .search-button').click()
  await input(page).fill('如何创建开发机')
  await expect(modal(page).locator('.SearchHit').first()).toBeVisible()
  await expect(modal(page)).toContainText('已启用智能混合搜索')
  await expect(modal(page).locator('.SearchWarning')).toHaveCount(0)
  const searches = await keywordSearches(page)
  expect(searches.length).toBeGreaterThanOrEqual(1)
  expect(searches.at(-1)!.body.searches![0]).toMatchObject({
    collection: 'docs',
    q: '如何创建开发机',
    query_by: 'content,hierarchy.lvl0,hierarchy.lvl1,hierarchy.lvl2,embedding',
    query_by_weights: '4,2,1,1,0',
    per_page: 10,
    prefix: false,
  })
  // The health check ran when the panel opened.
  expect((await fake.log(page)).some((r) => r.path === '/health')).toBe(true)
})

test("the content's vocabulary reaches Typesense: a word no page uses finds the page by its synonym", async ({
  page,
}) => {
  // No page says "throttling"; the synonyms file's rate-limit rule links it to 速率限制, 限流 …
  // (pushed into the fake by the sync CLI).
  expect(fs.readFileSync(`.vitepress/dist-typesense/${recordsFileName('zh')}`, 'utf8')).not.toMatch(/throttling/i)
  const rule = (
    JSON.parse(fs.readFileSync('docs/search-synonyms.json', 'utf8')) as {
      synonyms: { id: string; synonyms: string[] }[]
    }
  ).synonyms.find((r) => r.id === 'rate-limit')!
  expect(rule.synonyms).toContain('throttling')
  await page.goto('/')
  await page.locator('.SearchControl .search-button').click()
  await input(page).fill('throttling')
  const first = modal(page).locator('.SearchHit').first()
  await expect(first).toBeVisible()
  const text = (await first.textContent())!.toLowerCase()
  expect(rule.synonyms.filter((t) => t !== 'throttling' && text.includes(t.toLowerCase())).length).toBeGreaterThan(0)
  const searches = await keywordSearches(page)
  expect(searches.at(-1)!.body.searches![0]).toMatchObject({ collection: 'docs', q: 'throttling' })
})

test('an English page searches the English records, a Chinese page the Chinese ones', async ({ page }) => {
  await page.goto('/en/')
  await page.locator('.SearchControl .search-button').click()
  await input(page).fill('dev instance')
  await expect(modal(page).locator('.SearchHit').first()).toBeVisible()
  const hrefs = await modal(page)
    .locator('.SearchHit')
    .evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''))
  expect(hrefs.length).toBeGreaterThan(0)
  expect(hrefs.every((h) => h.startsWith('/en/'))).toBe(true)
  const sent = (await keywordSearches(page)).at(-1)!.body.searches![0]!
  expect(sent).toMatchObject({ collection: 'docs', filter_by: 'language:=en' })

  await fake.reset(page)
  await page.goto('/ai-studio/')
  await page.locator('.SearchControl .search-button').click()
  await input(page).fill('dev instance')
  await expect(modal(page).locator('.SearchHit').first()).toBeVisible()
  const zh = await modal(page)
    .locator('.SearchHit')
    .evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''))
  expect(zh.some((h) => h.startsWith('/en/'))).toBe(false)
  expect((await keywordSearches(page)).at(-1)!.body.searches![0]).toMatchObject({
    filter_by: 'language:=zh',
  })
})

test('pages through Typesense results with load more', async ({ page }) => {
  await page.goto('/')
  await page.locator('.SearchControl .search-button').click()
  await input(page).fill('开发机')
  const count = modal(page).locator('.KeywordPanel-count span')
  await expect(count).toHaveText(/^显示 10 \/ \d+ 个结果$/)
  await modal(page).getByRole('button', { name: '加载更多' }).click()
  await expect(count).toHaveText(/^显示 20 \/ \d+ 个结果$/)
  const pages = (await keywordSearches(page)).map((r) => r.body.searches?.[0]?.page)
  expect(pages).toEqual([1, 2])
})

test('unreachable Typesense: the warning, the error in red, and the embedded results instead', async ({ page }) => {
  await fake.unreachable(page)
  await page.goto('/')
  await page.locator('.SearchControl .search-button').click()
  await input(page).fill('检查点')
  const warning = modal(page).locator('.SearchWarning')
  await expect(warning).toContainText('搜索服务暂时不可用，显示模拟结果')
  const error = warning.locator('.SearchWarning-error')
  await expect(error).not.toBeEmpty()
  expect(await error.evaluate((el) => getComputedStyle(el).color)).toMatch(
    /^rgb\((2[0-9]{2}|1[5-9][0-9]), \d{1,2}, \d{1,2}/,
  )
  await expect(modal(page).locator('.SearchHit').first()).toBeVisible()
  // The embedded engine also marks its synonyms (检查点 ↔ checkpoint, docs/search-synonyms.json).
  await expect(modal(page).locator('.SearchHit-snippet mark').first()).toContainText(/检查|checkpoint/i)
  await expect(modal(page).getByRole('button', { name: '加载更多' })).toHaveCount(0)
})

test('a server error falls back the same way; the next good search reconnects', async ({ page }) => {
  await page.goto('/')
  await page.locator('.SearchControl .search-button').click()
  await fake.scenario(page, { failNext: 20, failStatus: 503 })
  await input(page).fill('kubeconfig')
  await expect(modal(page).locator('.SearchWarning')).toContainText('搜索服务暂时不可用，显示模拟结果')
  await expect(modal(page).locator('.SearchHit').first()).toBeVisible()
  await fake.scenario(page, {})
  await input(page).fill('kubectl')
  await expect(modal(page).locator('.SearchWarning')).toHaveCount(0)
})

test('a garbled response shows the error state, never a blank modal', async ({ page }) => {
  await page.goto('/')
  await page.locator('.SearchControl .search-button').click()
  await fake.scenario(page, { malformedBody: true })
  await input(page).fill('atlctl')
  await expect(modal(page).locator('.SearchWarning-error')).toHaveText('No search results in MultiSearch response')
  await expect(modal(page).locator('.SearchHit').first()).toBeVisible()
})

test('a result click is reported with the Typesense engine', async ({ page }) => {
  await page.goto('/')
  const analytics = await recordAnalytics(page)
  await page.locator('.SearchControl .search-button').click()
  await input(page).fill('torchrun')
  await modal(page).locator('.SearchHit').first().click()
  await expect(modal(page)).toBeHidden()
  const events = await analytics()
  expect(events[0]).toEqual([
    'TraditionalSearchResultClicked',
    expect.objectContaining({ query: 'torchrun', position: 1, engine: 'typesense' }),
  ])
})
