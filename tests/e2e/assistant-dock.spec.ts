import { seriousViolations } from './support/axe'
import { recordAnalytics } from './support/analytics'
import { expect, test, type Page } from '@playwright/test'
import { INDEX_ASSETS_DIR, STORAGE_KEYS } from '../../src/contracts'

// The built site without Typesense: the assistant answers by quoting the docs.
test.use({ viewport: { width: 1440, height: 900 } })

const dock = (page: Page) => page.getByRole('complementary', { name: /^(AI 助手|AI assistant)/ })
const dialog = (page: Page) => page.getByRole('dialog')
const DOCK_WIDTH = 400

async function askInDialog(page: Page, question: string) {
  await page.locator('.SearchControl .ai-button').click()
  const box = dialog(page).getByRole('textbox', { name: '向 AI 提问' })
  await box.fill(question)
  await box.press('Enter')
  await expect(dialog(page).locator('.ChatBubble.ai .QuotedAnswer')).toBeVisible()
}

/** Sum of layout shifts not caused by recent input, as CLS counts them, since `since` (performance time). */
const shiftsSince = (page: Page, since: number) =>
  page.evaluate(
    (t0) =>
      new Promise<number>((resolve) => {
        let sum = 0
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (e.startTime >= t0 && !e.hadRecentInput) sum += e.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(sum), 300)
      }),
    since,
  )

test('docked from the dialog, the conversation stays beside the page through three navigations, with no second question sent', async ({
  page,
}) => {
  await page.goto('/ai-studio/')
  const analytics = await recordAnalytics(page)
  await askInDialog(page, '如何创建开发机')
  await dialog(page).getByRole('button', { name: '停靠在页面右侧' }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(dock(page)).toBeVisible()
  await expect(dock(page).locator('.ChatBubble.user')).toHaveText('如何创建开发机')
  await expect(dock(page).getByRole('textbox', { name: '向 AI 提问' })).toBeFocused()
  expect((await analytics()).map(([e]) => e)).toContain('AIAssistantDocked')

  // The page gives the dock its room: nothing of the content lies under it.
  const box = await dock(page).boundingBox()
  expect(box!.x).toBe(1440 - DOCK_WIDTH)
  const content = await page.locator('.VPContent').boundingBox()
  expect(content!.x + content!.width).toBeLessThanOrEqual(1440 - DOCK_WIDTH + 1)
  const nav = await page.locator('.VPNav').boundingBox()
  expect(nav!.width).toBeLessThanOrEqual(1440 - DOCK_WIDTH + 1)

  // Index requests stop once the answer is there: navigating must not ask again.
  const indexRequests: string[] = []
  page.on('request', (r) => r.url().includes(`/${INDEX_ASSETS_DIR}/`) && indexRequests.push(r.url()))
  for (const link of [
    '/ai-studio/dev-instance/create.html',
    '/ai-studio/job/create.html',
    '/ai-studio/inference/deploy.html',
  ]) {
    await page.locator(`.VPSidebar a[href="${link}"]`).first().click()
    await expect(page).toHaveURL(new RegExp(link.replace(/\./g, '\\.') + '$'))
    const t0 = await page.evaluate(() => performance.now())
    await expect(page.locator('.vp-doc h1')).toBeVisible()
    expect(await shiftsSince(page, t0)).toBeLessThan(0.01)
    await expect(dock(page).locator('.ChatBubble')).toHaveCount(2)
    await expect(dock(page).locator('.ChatBubble.user')).toHaveText('如何创建开发机')
  }
  expect(indexRequests).toEqual([])

  // Remembered: the next time the AI button is used, the assistant opens docked.
  await page.reload()
  await page.locator('.SearchControl .ai-button').click()
  await expect(dock(page)).toBeVisible()
  await expect(dialog(page)).toHaveCount(0)
  await expect(dock(page).locator('.ChatBubble')).toHaveCount(0)
})

test('a source in the docked answer opens in the page and the assistant stays', async ({ page }) => {
  await page.goto('/')
  await page.evaluate((key) => localStorage.setItem(key, '1'), STORAGE_KEYS.assistantDock)
  await page.locator('.SearchControl .ai-button').click()
  const box = dock(page).getByRole('textbox', { name: '向 AI 提问' })
  await box.fill('如何创建开发机')
  await box.press('Enter')
  const source = dock(page).locator('.QuotedAnswer-quote a').first()
  const href = (await source.getAttribute('href'))!
  await source.click()
  await expect
    .poll(() => page.evaluate(() => decodeURIComponent(location.pathname + location.hash)))
    .toBe(decodeURIComponent(href))
  await expect(dock(page).locator('.ChatBubble.user')).toHaveText('如何创建开发机')
})

test('undocking returns the conversation to the dialog; closing the dock ends it and gives the room back', async ({
  page,
}) => {
  await page.goto('/ai-studio/')
  await askInDialog(page, '开发机')
  await dialog(page).getByRole('button', { name: '停靠在页面右侧' }).click()
  await dock(page).getByRole('button', { name: '在弹窗中打开' }).click()
  await expect(dock(page)).toHaveCount(0)
  await expect(dialog(page).locator('.ChatBubble.user')).toHaveText('开发机')
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.assistantDock)).toBe('0')
  await dialog(page).getByRole('button', { name: '停靠在页面右侧' }).click()
  await dock(page).getByRole('button', { name: '关闭 AI 助手' }).click()
  await expect(dock(page)).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.classList.contains('assistant-docked'))).toBe(false)
  expect((await page.locator('.VPContent').boundingBox())!.width).toBe(1440)
})

test('a window narrowed below 1280 px while docked hands the conversation to the dialog', async ({ page }) => {
  await page.goto('/ai-studio/')
  await askInDialog(page, '开发机')
  await dialog(page).getByRole('button', { name: '停靠在页面右侧' }).click()
  await expect(dock(page)).toBeVisible()
  await page.setViewportSize({ width: 1000, height: 800 })
  await expect(dock(page)).toHaveCount(0)
  await expect(dialog(page).locator('.ChatBubble.user')).toHaveText('开发机')
  expect(await page.evaluate(() => document.documentElement.classList.contains('assistant-docked'))).toBe(false)
})

test('Ctrl+I focuses the docked assistant; Escape gives the focus back to the page; Ctrl+K still searches', async ({
  page,
}) => {
  await page.goto('/ai-studio/')
  await page.evaluate((key) => localStorage.setItem(key, '1'), STORAGE_KEYS.assistantDock)
  const link = page.locator('.VPSidebar a').first()
  await link.focus()
  await page.keyboard.press('Control+i')
  const box = dock(page).getByRole('textbox', { name: '向 AI 提问' })
  await expect(box).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(link).toBeFocused()
  await expect(dock(page)).toBeVisible()
  await page.keyboard.press('Control+i')
  await expect(box).toBeFocused()
  await page.keyboard.press('Control+k')
  await expect(dialog(page).getByRole('combobox')).toBeFocused()
  await expect(dock(page)).toBeVisible()
})

test('?ask= opens the assistant docked, its room reserved before first paint: no layout shift', async ({ page }) => {
  await page.goto('/ai-studio/job/create.html?ask=' + encodeURIComponent('训练任务需要什么权限'))
  await expect(dock(page).locator('.ChatBubble.user')).toHaveText('训练任务需要什么权限')
  await expect(dock(page).locator('.ChatBubble.ai .QuotedAnswer')).toBeVisible()
  expect(await shiftsSince(page, 0)).toBeLessThan(0.01)
  // A reader who chose the dialog gets the dialog.
  await page.evaluate((key) => localStorage.setItem(key, '0'), STORAGE_KEYS.assistantDock)
  await page.goto('/ai-studio/?ask=' + encodeURIComponent('开发机'))
  await expect(dialog(page).locator('.ChatBubble.user')).toHaveText('开发机')
  await expect(dock(page)).toHaveCount(0)
})

test("问问 AI asks about this page: the scope is shown, and the answer lists only this page's matching sections", async ({
  page,
}) => {
  await page.goto('/ai-studio/job/create.html')
  const analytics = await recordAnalytics(page)
  await page.getByRole('button', { name: '更多页面操作' }).click()
  await page.getByRole('menuitem', { name: /问问 AI/ }).click()
  const chat = dialog(page)
  const title = (await page.locator('.vp-doc h1').textContent())!.replace(/[\s​]+$/, '').trim()
  await expect(chat.locator('.ChatScope')).toContainText(`仅限本页：`)
  await expect(chat.locator('.ChatEmpty-prompts button').first()).toHaveText('用几句话概括本页')
  const box = chat.getByRole('textbox', { name: '向 AI 提问' })
  await box.fill('镜像')
  await box.press('Enter')
  const answer = chat.locator('.ChatBubble.ai')
  await expect(answer.locator('.QuotedAnswer-badge')).toHaveText('摘自文档')
  const links = await answer.locator('.QuotedAnswer-quote a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  expect(links.length).toBeGreaterThanOrEqual(1)
  for (const href of links) expect(href).toMatch(/^\/ai-studio\/job\/create\.html(#|$)/)
  expect((await analytics()).find(([e]) => e === 'AIPageQuestionAsked')?.[1]).toMatchObject({
    url: '/ai-studio/job/create.html',
  })
  expect(title.length).toBeGreaterThan(0)

  // A question the page does not cover says so; removing the scope asks the whole site again.
  await box.fill('发票怎么开')
  await box.press('Enter')
  await expect(answer.nth(1)).toContainText('本页没有能回答这个问题的段落')
  await chat.getByRole('button', { name: '去掉本页范围，询问全部文档' }).click()
  await box.fill('发票怎么开')
  await box.press('Enter')
  await expect(answer.nth(2).locator('.QuotedAnswer-quote a').first()).toHaveAttribute('href', /#.*发票/)
})

for (const [width, path] of [
  [1280, '/ai-studio/job/create.html'],
  [1280, '/en/ai-studio/dev-instance/create.html'],
  [1440, '/en/ai-studio/dev-instance/create.html'],
] as const) {
  test(`beside the dock at ${width} px every control of the top bar stays in view (${path})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(path)
    await page.evaluate((key) => localStorage.setItem(key, '1'), STORAGE_KEYS.assistantDock)
    await page.keyboard.press('Control+i')
    await expect(dock(page)).toBeVisible()
    const dockLeft = (await dock(page).boundingBox())!.x
    const controls = page.locator('.VPNavBar').locator('a:visible, button:visible')
    expect(await controls.count()).toBeGreaterThan(5)
    for (const box of await controls.evaluateAll((els) =>
      els.map((el) => ({ name: el.textContent?.trim(), right: el.getBoundingClientRect().right })),
    )) {
      expect(box.right, box.name).toBeLessThanOrEqual(dockLeft)
    }
  })
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violation with the assistant docked (${scheme})`, async ({ page }) => {
    // axe over a whole page takes seconds on an idle machine and more than 30 s on a loaded one.
    test.setTimeout(90_000)
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto('/ai-studio/')
    await page.evaluate(
      ({ dark, key }) => {
        localStorage.setItem(key, '1')
        document.documentElement.classList.toggle('dark', dark)
      },
      { dark: scheme === 'dark', key: STORAGE_KEYS.assistantDock },
    )
    await page.locator('.SearchControl .ai-button').click()
    const box = dock(page).getByRole('textbox', { name: '向 AI 提问' })
    await box.fill('如何创建开发机')
    await box.press('Enter')
    await expect(dock(page).locator('.QuotedAnswer-quote').first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
}

test.describe('phones', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('the assistant is the full-screen dialog, with no dock control, even when docking was chosen', async ({
    page,
  }) => {
    await page.goto('/ai-studio/')
    await page.evaluate((key) => localStorage.setItem(key, '1'), STORAGE_KEYS.assistantDock)
    await page.goto('/ai-studio/?ask=' + encodeURIComponent('开发机'))
    await expect(dialog(page).locator('.ChatBubble.user')).toHaveText('开发机')
    await expect(dock(page)).toHaveCount(0)
    await expect(dialog(page).getByRole('button', { name: '停靠在页面右侧' })).toHaveCount(0)
    const box = await dialog(page).boundingBox()
    expect(box!.width).toBe(390)
  })
})

for (const width of [1280, 1440, 1720])
  test(`docking at ${width} px keeps the logo aligned with the sidebar and the nav's divider at the sidebar's edge`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/ai-studio/')
    const logo = page.locator('.VPNavBarTitle .logo')
    const link = page.locator('.VPSidebar a').first()
    // Where the logo sits against the sidebar's text (the layout re-centres beside the dock, as one).
    const offset = async () => (await logo.boundingBox())!.x - (await link.boundingBox())!.x
    const before = await offset()
    await page.evaluate((key) => localStorage.setItem(key, '1'), STORAGE_KEYS.assistantDock)
    await link.focus()
    await page.keyboard.press('Control+i')
    await expect(dock(page)).toBeVisible()
    expect(Math.abs((await offset()) - before)).toBeLessThan(1)
    const title = (await page.locator('.VPNavBarTitle .title').boundingBox())!
    const sidebar = (await page.locator('.VPSidebar').boundingBox())!
    expect(title.x + title.width).toBeLessThanOrEqual(sidebar.x + sidebar.width + 1)
  })
