import { seriousViolations } from './support/axe'
import { expect, test, type Page } from '@playwright/test'
import { recordAnalytics } from './support/analytics'

// Asking from the page (BEHAVIOUR.md search §2.6): the button beside selected text and the code
// blocks' 解释这段代码, against the embedded build.
test.use({ viewport: { width: 1280, height: 800 } })

const PAGE = '/ai-studio/job/create.html'
const FIRST_PARAGRAPH = '.vp-doc p >> nth=0'
const HELPER_CHUNK = /\/askAnywhere\.[\w-]+\.js$/

const open = (page: Page, url = PAGE) => page.goto(url, { waitUntil: 'networkidle' })

/** Selects the text of the first element matching `selector` the way a keyboard selection does: no pointer. */
const selectByScript = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel)
    if (!el) throw new Error(`no ${sel}`)
    getSelection()?.selectAllChildren(el)
  }, selector)

async function selectionRects(page: Page) {
  return page.evaluate(() =>
    Array.from(getSelection()?.getRangeAt(0).getClientRects() ?? [], (r) => ({
      x: r.x,
      y: r.y,
      width: r.width,
      height: r.height,
    })).filter((r) => r.width > 0),
  )
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test('selecting text shows 问问 AI beside it, not over it; it asks the assistant about the quote with the page in scope', async ({
  page,
}) => {
  await open(page)
  const events = await recordAnalytics(page)
  const paragraph = page.locator(FIRST_PARAGRAPH)
  await paragraph.click({ clickCount: 3 })
  const button = page.locator('.AskSelection')
  await expect(button).toBeVisible()
  await expect(button).toHaveText('问问 AI')
  await expect(button).toHaveAccessibleName('就选中的文字问问 AI')
  // Beside the whole selection once it has settled: a slow triple click can show the button for the
  // double click's word first, and it moves SELECTION_SETTLE_MS after the third.
  await expect
    .poll(async () => {
      const box = await button.boundingBox()
      const rects = await selectionRects(page)
      return !!box && rects.length > 0 && rects.every((r) => !overlaps(box, r))
    })
    .toBe(true)

  await button.click()
  await expect(button).toBeHidden()
  const dock = page.locator('.AssistantDock')
  await expect(dock).toBeVisible()
  await expect(dock.locator('.ChatScope')).toHaveText(/仅限本页：创建训练任务/)
  const question = dock.locator('.ChatBubble.user').last()
  await expect(question).toContainText('请解释文档中的这段话：「训练任务有两种创建方式：在控制台逐项填写表单')
  await expect(question).toContainText('直接转成文件。」')
  await expect
    .poll(async () => (await events()).filter(([name]) => name === 'AIQuoteAsked').map(([, p]) => p.kind))
    .toEqual(['text'])
})

test('the selection helper’s code is not requested before the first selection', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (r) => requested.push(new URL(r.url()).pathname))
  await open(page)
  // The island itself is prefetched when the page is idle; the selection helper is not.
  expect(requested.filter((u) => HELPER_CHUNK.test(u))).toEqual([])
  await page.locator(FIRST_PARAGRAPH).click({ clickCount: 3 })
  await expect(page.locator('.AskSelection')).toBeVisible()
  expect(requested.filter((u) => HELPER_CHUNK.test(u))).toHaveLength(1)
})

test('Escape, scrolling and a collapsed selection dismiss the button', async ({ page }) => {
  await open(page)
  const button = page.locator('.AskSelection')
  await page.locator(FIRST_PARAGRAPH).click({ clickCount: 3 })
  await expect(button).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(button).toBeHidden()

  await page.locator('.vp-doc p >> nth=1').click({ clickCount: 3 })
  await expect(button).toBeVisible()
  await page.mouse.wheel(0, 300)
  await expect(button).toBeHidden()

  await page.locator('.vp-doc p >> nth=1').click({ clickCount: 3 })
  await expect(button).toBeVisible()
  await page.evaluate(() => getSelection()?.removeAllRanges())
  await expect(button).toBeHidden()
})

test('text selected while the page is still starting gets the button once it has started', async ({ page }) => {
  // The page's scripts are held until the reader has selected a paragraph of the server's HTML.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/app\.[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  // (The held module script holds DOMContentLoaded too: the parsed page is there before it.)
  await page.goto(PAGE, { waitUntil: 'commit' })
  await page.locator('.vp-doc p:nth-of-type(2)').waitFor()
  await selectByScript(page, '.vp-doc p:nth-of-type(2)')
  release()
  await expect(page.locator('.AskSelection')).toBeVisible()
})

test('keyboard readers hear the button, reach it with Tab and ask with Enter', async ({ page }) => {
  await open(page)
  await selectByScript(page, '.vp-doc p:nth-of-type(2)')
  const button = page.locator('.AskSelection')
  await expect(button).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: '已选中文字' })).toHaveText(
    '已选中文字。按 Tab 键可就选中的文字问问 AI，按 Esc 键关闭。',
  )
  await page.keyboard.press('Tab')
  await expect(button).toBeFocused()
  await page.keyboard.press('Enter')
  const dock = page.locator('.AssistantDock')
  await expect(dock.locator('.ChatBubble.user').last()).toContainText('「提交之前请确认三件事')
})

test('each code block gets 解释这段代码 beside its copy button, which still copies; it asks about the code', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await open(page)
  const block = page.locator('.vp-doc div.language-yaml').first()
  await block.hover()
  const action = block.locator('.AskCode')
  await expect(action).toBeVisible()
  await expect(action).toHaveText('解释这段代码')
  const copy = block.locator('button.copy')
  const [a, c] = [await action.boundingBox(), await copy.boundingBox()]
  expect(a!.x + a!.width).toBeLessThanOrEqual(c!.x)
  expect(Math.abs(a!.y - c!.y)).toBeLessThan(2)

  await copy.click()
  await expect(copy).toHaveClass(/copied/)
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied.startsWith('name: qwen2-5-7b-sft\n')).toBe(true)
  expect(copied).not.toContain('解释这段代码')

  await action.click()
  const question = page.locator('.AssistantDock .ChatBubble.user').last()
  await expect(question).toContainText('请解释文档中的这段代码：')
  // The code shows as code, not as its Markdown fences.
  await expect(question.locator('pre.ChatBubble-code')).toContainText('name: qwen2-5-7b-sft')
  await expect(question).not.toContainText('```')
  await expect(page.locator('.AssistantDock .ChatScope')).toHaveText(/仅限本页：创建训练任务/)
})

test('keyboard readers reach 解释这段代码 after the copy button and the code', async ({ page }) => {
  await open(page)
  const block = page.locator('.vp-doc div.language-yaml').first()
  await block.locator('button.copy').focus()
  await expect(block.locator('.AskCode')).toHaveCount(1)
  await page.keyboard.press('Tab')
  await expect(block.locator('pre')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(block.locator('.AskCode')).toBeFocused()
})

test('the English pages say Ask AI and Explain this code', async ({ page }) => {
  await open(page, '/en/ai-studio/dev-instance/create.html')
  await page.locator(FIRST_PARAGRAPH).click({ clickCount: 3 })
  await expect(page.locator('.AskSelection')).toHaveText('Ask AI')
  await page.keyboard.press('Escape')
  const block = page.locator('.vp-doc div[class*="language-"]').first()
  await block.hover()
  await expect(block.locator('.AskCode')).toHaveText('Explain this code')
})

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: the selection button and the code action have no serious or critical violation (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await page.addInitScript((s) => localStorage.setItem('vitepress-theme-appearance', s), scheme)
    await open(page)
    const block = page.locator('.vp-doc div.language-yaml').first()
    await block.locator('button.copy').focus()
    await expect(block.locator('.AskCode')).toHaveCount(1)
    await block.locator('.AskCode').focus()
    await selectByScript(page, '.vp-doc p:nth-of-type(2)')
    await expect(page.locator('.AskSelection')).toBeVisible()
    expect(
      await seriousViolations(page, ['.AskSelection', '.AskSelection-status', '.vp-doc div.language-yaml']),
    ).toEqual([])
  })
}

// What the writers' report reads (BEHAVIOUR.md search §7.4), as the keyword panel sends it.
test('a keyword search that finds nothing, then the dialog closed without a click, are reported', async ({ page }) => {
  await open(page)
  const events = await recordAnalytics(page)
  await page.locator('.SearchControl .search-button').click()
  const input = page.locator('.SearchBox-input')
  await input.fill('qqzzxxnothing')
  await expect(page.locator('.SearchNoResults')).toBeVisible()
  // Reported once the search has run (the panel says 无结果 while the debounce still waits).
  await expect.poll(async () => (await events()).map(([name]) => name)).toContain('KeywordSearchNoResults')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  const keyword = (await events()).filter(([name]) => name.startsWith('KeywordSearch'))
  expect(keyword).toEqual([
    ['KeywordSearchNoResults', expect.objectContaining({ query: 'qqzzxxnothing', locale: 'zh', engine: 'local' })],
    [
      'KeywordSearchAbandoned',
      expect.objectContaining({ query: 'qqzzxxnothing', locale: 'zh', engine: 'local', results: 0 }),
    ],
  ])
})
