import { seriousViolations } from './support/axe'
import fs from 'node:fs'
import { recordAnalytics } from './support/analytics'
import { XSS_PAYLOADS } from '../fixtures/xss-payloads'
import { ALLOWED_TAGS } from '../../src/react-islands/chat/markdown'
import { expect, test, type Page } from '@playwright/test'
import { pageKeyOf, recordsFileName, STORAGE_KEYS } from '../../src/contracts'
import { E2E_FAKE_URL as FAKE } from '../../testkit/typesense-fake/port'
import { CONVERSATION_ID_SHAPE } from '../../testkit/typesense-fake/server'
import { freezeClock } from './support/clock'

// The site built with Typesense configured, against testkit/typesense-fake on its e2e port (testkit/typesense-fake/port.ts).
// One file on purpose: the fake is shared, so these tests must not run in parallel with each other.
test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 1280, height: 860 } })

const modal = (page: Page) => page.getByRole('dialog')
const input = (page: Page) => modal(page).getByRole('combobox')
const fake = {
  reset: (page: Page) => page.request.post(`${FAKE}/__fake/reset`),
  scenario: (page: Page, s: Record<string, unknown>) => page.request.post(`${FAKE}/__fake/scenario`, { data: s }),
  log: async (page: Page) =>
    (await (await page.request.get(`${FAKE}/__fake/log`)).json()) as {
      method: string
      path: string
      query: Record<string, string>
      body: { searches?: Record<string, unknown>[] }
    }[],
}

test.beforeEach(async ({ page }) => {
  await fake.reset(page)
})

test('searches go to Typesense with the query-analysis strategy, and the hybrid disclaimer shows', async ({ page }) => {
  await page.goto('/')
  await page.locator('.SearchControl .search-button').click()
  await input(page).fill('如何创建开发机')
  await expect(modal(page).locator('.SearchHit').first()).toBeVisible()
  await expect(modal(page)).toContainText('已启用智能混合搜索')
  await expect(modal(page).locator('.SearchWarning')).toHaveCount(0)
  const searches = (await fake.log(page)).filter((r) => r.path === '/multi_search')
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
  const searches = (await fake.log(page)).filter((r) => r.path === '/multi_search')
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
  const sent = (await fake.log(page)).filter((r) => r.path === '/multi_search').at(-1)!.body.searches![0]!
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
  expect((await fake.log(page)).filter((r) => r.path === '/multi_search').at(-1)!.body.searches![0]).toMatchObject({
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
  const pages = (await fake.log(page)).filter((r) => r.path === '/multi_search').map((r) => r.body.searches?.[0]?.page)
  expect(pages).toEqual([1, 2])
})

test('unreachable Typesense: the warning, the error in red, and the embedded results instead', async ({ page }) => {
  await page.route(`${FAKE}/**`, (route) => route.abort('connectionrefused'))
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

// The AI assistant over the fake's conversational search.
const ANSWER =
  '在控制台打开 **AIStudio → 开发机 → 新建**，选择 GPU 型号与镜像即可。\n\n```bash\natlctl instance create --gpu A800\n```'

async function askAi(page: Page, question: string) {
  await page.goto('/')
  await page.locator('.SearchControl .ai-button').click()
  const box = modal(page).getByRole('textbox', { name: '向 AI 提问' })
  await box.fill(question)
  await box.press('Enter')
  return box
}
const conversationAsks = async (page: Page) =>
  (await fake.log(page)).filter((r) => r.path === '/multi_search' && r.query.conversation === 'true')

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
  const load = await page.request.post(`${FAKE}/__fake/load`, {
    data: {
      collection: 'docs',
      docs: [record('evil-data', 'data:text/html,<script>alert(1)</script>'), record('evil-vb', 'vbscript:msgbox(1)')],
    },
  })
  expect(load.ok()).toBe(true)
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
