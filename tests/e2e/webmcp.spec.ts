import { expect, test, type Page } from '@playwright/test'
// @ts-expect-error plain ESM helper without types
import { CHROMIUM_ARGS, findChromium } from '../../testkit/chromium.mjs'

// The page's tools for an agent driving the browser (WebMCP, src/react-islands/webmcp.ts): with the
// API (Chromium behind its testing flag) an agent calls them and gets what the reader's dialog gives;
// without it, nothing of them loads (webmcp-absent.spec.ts).
test.use({ viewport: { width: 1280, height: 860 } })

interface ToolResult {
  content: { type: string; text: string }[]
  structuredContent?: Record<string, unknown>
  isError?: boolean
}
interface ModelContext {
  getTools(): Promise<{ name: string; description: string; inputSchema: string | object; annotations?: unknown }[]>
  executeTool(tool: unknown, input: Record<string, unknown>): Promise<ToolResult | string>
}
declare global {
  interface Document {
    modelContext?: ModelContext
  }
}

const toolsOf = (page: Page) =>
  page.evaluate(async () =>
    (await document.modelContext!.getTools()).map((t) => ({
      name: t.name,
      description: t.description,
      // A JSON string in the draft's IDL; an object in some builds.
      schema: (typeof t.inputSchema === 'string' ? JSON.parse(t.inputSchema) : t.inputSchema) as {
        properties: Record<string, unknown>
        required?: string[]
      },
    })),
  )
const call = (page: Page, name: string, input: Record<string, unknown>) =>
  page
    .evaluate(
      async ([name, input]) => {
        const tool = (await document.modelContext!.getTools()).find((t) => t.name === name)
        return document.modelContext!.executeTool(tool, input)
      },
      [name, input] as const,
    )
    .then((r) => (typeof r === 'string' ? (JSON.parse(r) as ToolResult) : r)) // the result as JSON text, in Chromium
const pathOf = (url: string) => {
  const u = new URL(url, 'http://x')
  return decodeURIComponent(u.pathname + u.hash)
}

test.use({
  launchOptions: {
    executablePath: (findChromium() as string | null) ?? undefined,
    args: [...(CHROMIUM_ARGS as string[]), '--enable-features=WebMCPTesting'],
  },
})

test.describe('in a browser with WebMCP', () => {
  test('the page registers search_docs, read_page and ask_docs, described in Chinese and English', async ({ page }) => {
    await page.goto('/ai-studio/job/create.html')
    await expect
      .poll(async () => (await toolsOf(page)).map((t) => t.name).sort())
      .toEqual(['ask_docs', 'read_page', 'search_docs'])
    for (const t of await toolsOf(page)) {
      expect(t.description, t.name).toMatch(/\p{Script=Han}/u)
      expect(t.description, t.name).toMatch(/\b(?:the|these) docs\b|\bthis page\b/)
    }
    const search = (await toolsOf(page)).find((t) => t.name === 'search_docs')!
    expect(search.schema.required).toEqual(['query'])
  })

  test('search_docs returns the results the search dialog shows for the same words', async ({ page }) => {
    // The tools and the dialog share one search service: the index's meta is fetched once.
    const metaReads: string[] = []
    page.on('request', (r) => {
      if (/\/assets\/search\/zh\/[^/]+\/meta\.json$/.test(new URL(r.url()).pathname)) metaReads.push(r.url())
    })
    await page.goto('/ai-studio/')
    await expect.poll(async () => (await toolsOf(page)).length).toBe(3)
    const r = await call(page, 'search_docs', { query: '推理服务 扩容' })
    expect(r.isError).toBeFalsy()
    const results = (r.structuredContent as { results: { url: string; title: string }[] }).results
    expect(results.length).toBeGreaterThan(2)
    expect(r.content[0]?.text).toContain(results[0]!.url)
    await page.locator('.SearchControl .search-button').click()
    const field = page.getByRole('dialog').getByRole('combobox')
    await expect(field).toBeFocused({ timeout: 30_000 })
    await field.fill('推理服务 扩容')
    const hits = page.getByRole('dialog').locator('.SearchHit')
    await expect(hits.first()).toBeVisible()
    // The same ranking: the dialog lists the sections by page (pages in the order of their best
    // section), the tool in the engine's order; so the same first section and the same pages in order.
    const shown = (await hits.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).map(pathOf)
    expect(pathOf(results[0]!.url)).toBe(shown[0])
    const pages = (urls: string[]) => [...new Set(urls.map((u) => u.replace(/#.*$/, '')))].slice(0, 2)
    expect(pages(results.map((r) => pathOf(r.url)))).toEqual(pages(shown))
    expect(metaReads).toHaveLength(1)
  })

  test('read_page returns this page’s Markdown copy, another page’s, and refuses other sites', async ({ page }) => {
    await page.goto('/ai-studio/job/create.html')
    await expect.poll(async () => (await toolsOf(page)).length).toBe(3)
    const copy = await page.evaluate(() => fetch('/ai-studio/job/create.md').then((r) => r.text()))
    const here = await call(page, 'read_page', {})
    expect(here.content[0]?.text).toBe(copy)
    const other = await call(page, 'read_page', { url_or_path: '/fundamentals/expense/' })
    expect(other.content[0]?.text).toMatch(/^> .*llms\.txt[\s\S]*# 费用中心/)
    const elsewhere = await call(page, 'read_page', { url_or_path: 'https://example.org/secret.md' })
    expect(elsewhere.isError).toBe(true)
    expect(elsewhere.content[0]?.text).toContain('only pages of this site')
    const missing = await call(page, 'read_page', { url_or_path: '/no/such/page.html' })
    expect(missing.isError).toBe(true)
  })

  test('ask_docs answers as the AI tab does: the same quoted sentence, or a plain no', async ({ page }) => {
    await page.goto('/?ask=' + encodeURIComponent('可以退款吗'))
    const quote = page.locator('.ChatBubble.ai[data-state="complete"] .QuotedAnswer-quote blockquote').first()
    await expect(quote).toContainText('现金余额可以申请退款', { timeout: 30_000 })
    const shown = (await quote.innerText()).trim()
    const r = await call(page, 'ask_docs', { question: '可以退款吗' })
    const out = r.structuredContent as {
      answer: string
      quoted: boolean
      answered: boolean
      sources: { url: string }[]
    }
    expect(out.quoted).toBe(true)
    expect(out.answered).toBe(true)
    expect(out.answer.replace(/\s+/g, '')).toContain(shown.replace(/\s+/g, '').slice(0, 30))
    expect(pathOf(out.sources[0]!.url)).toMatch(/^\/fundamentals\/expense\//)
    const none = await call(page, 'ask_docs', { question: '量子纠缠咖啡机怎么清洗' })
    expect((none.structuredContent as { answered: boolean }).answered).toBe(false)
    expect((await call(page, 'ask_docs', { question: '  ' })).isError).toBe(true)
  })
})
