import { expect, test, type Page } from '@playwright/test'

test.use({ viewport: { width: 1440, height: 900 } })

const flyout = (page: Page, id: string) => page.locator(`.VPNavBarMenu [data-flyout="${id}"]`)
const panel = (page: Page, id: string) => page.locator(`#nav-flyout-${id}`)
const activeTitle = (page: Page, id: string) => panel(page, id).locator('.item-link.active .item-title')

const cases = [
  { id: 'platform', trigger: '平台', defaultTitle: 'AICoder', otherTitle: '租户管理', otherFeature: 'API 密钥' },
  {
    id: 'compute',
    trigger: 'AI 算力',
    defaultTitle: '一站式 AI 平台',
    otherTitle: 'AI 容器服务',
    otherFeature: '连接集群',
  },
  {
    id: 'model-service',
    trigger: '模型服务',
    defaultTitle: '大模型服务平台',
    otherTitle: 'ComfyUI 托管服务',
    otherFeature: '发布为 API',
  },
]

for (const c of cases) {
  test.describe(`${c.trigger} flyout`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto('/fundamentals/')
    })

    test('opens on hover, follows the hovered item, closes on mouse leave', async ({ page }) => {
      await flyout(page, c.id).locator('.trigger').hover()
      await expect(panel(page, c.id)).toBeVisible()
      await expect(flyout(page, c.id).locator('.trigger')).toHaveAttribute('aria-expanded', 'true')
      await expect(activeTitle(page, c.id)).toHaveText(c.defaultTitle)
      await expect(panel(page, c.id).locator('.item-link.active')).toHaveCount(1)

      await panel(page, c.id).locator('.item-link', { hasText: c.otherTitle }).hover()
      await expect(activeTitle(page, c.id)).toHaveText(c.otherTitle)
      await expect(panel(page, c.id).locator('.item-link.active')).toHaveCount(1)
      await expect(panel(page, c.id).locator('.features.current')).toContainText(c.otherFeature)

      await page.mouse.move(700, 800)
      await expect(panel(page, c.id)).toBeHidden()
    })

    test('opens on click, switches its panel on keyboard focus, closes on Escape', async ({ page }) => {
      const trigger = flyout(page, c.id).locator('.trigger')
      await trigger.focus()
      await page.keyboard.press('Enter')
      await expect(panel(page, c.id)).toBeVisible()
      await expect(activeTitle(page, c.id)).toHaveText(c.defaultTitle)

      // Keyboard: Tab walks into the left list; focus picks the highlighted item.
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await expect(activeTitle(page, c.id)).toHaveText(c.otherTitle)
      await expect(panel(page, c.id).locator('.features.current')).toContainText(c.otherFeature)

      await page.keyboard.press('Escape')
      await expect(panel(page, c.id)).toBeHidden()
      await expect(trigger).toBeFocused()
    })

    test('a click toggles it closed again', async ({ page }) => {
      const trigger = flyout(page, c.id).locator('.trigger')
      await trigger.click()
      await expect(panel(page, c.id)).toBeVisible()
      await trigger.click()
      await expect(panel(page, c.id)).toBeHidden()
    })
  })
}

test('Tab onto a trigger does not open it; Enter does, and Tab goes trigger, panel, next trigger', async ({ page }) => {
  await page.goto('/fundamentals/')
  const compute = flyout(page, 'compute').locator('.trigger')
  await flyout(page, 'platform').locator('.trigger').focus()
  await page.keyboard.press('Tab')
  await expect(compute).toBeFocused()
  await expect(panel(page, 'compute')).toBeHidden()
  await expect(compute).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('Enter')
  await expect(panel(page, 'compute')).toBeVisible()
  await expect(compute).toHaveAttribute('aria-expanded', 'true')
  // The panel comes after the content in the document, but next after its trigger in the Tab order.
  const inPanel = () => panel(page, 'compute').evaluate((p) => p.contains(document.activeElement))
  await page.keyboard.press('Tab')
  await expect(panel(page, 'compute').locator('.item-link').first()).toBeFocused()
  for (let i = 0; i < 60 && (await inPanel()); i++) await page.keyboard.press('Tab')
  await expect(flyout(page, 'model-service').locator('.trigger')).toBeFocused()
  // Focus left it: it closed.
  await expect(panel(page, 'compute')).toBeHidden()
})

test('ArrowDown on a trigger opens it and focuses the first item; Escape returns to the trigger', async ({ page }) => {
  await page.goto('/fundamentals/')
  const trigger = flyout(page, 'model-service').locator('.trigger')
  await trigger.focus()
  await page.keyboard.press('ArrowDown')
  await expect(panel(page, 'model-service')).toBeVisible()
  await expect(panel(page, 'model-service').locator('.item-link').first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(activeTitle(page, 'model-service')).toHaveText('ComfyUI 托管服务')
  await page.keyboard.press('Escape')
  await expect(panel(page, 'model-service')).toBeHidden()
  await expect(trigger).toBeFocused()
})

test('only one flyout is open at a time and a link navigates', async ({ page }) => {
  await page.goto('/')
  await flyout(page, 'platform').locator('.trigger').hover()
  await flyout(page, 'compute').locator('.trigger').hover()
  await expect(panel(page, 'platform')).toBeHidden()
  await expect(panel(page, 'compute')).toBeVisible()
  await panel(page, 'compute').getByRole('link', { name: '创建训练任务' }).click()
  await expect(page).toHaveURL(/\/ai-studio\/job\/create\.html$/)
  await expect(panel(page, 'compute')).toBeHidden()
})

test('API references open in a new tab from the model-service flyout', async ({ page }) => {
  await page.goto('/')
  await flyout(page, 'model-service').locator('.trigger').hover()
  for (const name of ['模型服务 API', 'ComfyUI API', 'ComfyUI WebSocket']) {
    const link = panel(page, 'model-service').getByRole('link', { name, exact: true })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
})
