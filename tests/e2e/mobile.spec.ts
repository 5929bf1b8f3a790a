import { expect, test } from '@playwright/test'
import { MOBILE_NAV_CLOSE_WIDTH } from '../../.vitepress/theme/support/layout'

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

test('the nav screen opens, shows the flyouts, and closes on navigation', async ({ page }) => {
  await page.goto('/ai-studio/')
  const hamburger = page.locator('.VPNavBarHamburger')
  await hamburger.click()
  const screen = page.locator('.VPNavScreen')
  await expect(screen).toBeVisible()
  await expect(screen.getByRole('link', { name: '控制台', exact: true })).toBeVisible()

  const compute = screen.locator('[data-flyout="compute"]')
  await compute.locator('.trigger').click()
  await expect(compute.locator('.screen-panel')).toBeVisible()
  await compute.getByRole('link', { name: '部署推理服务' }).click()
  await expect(page).toHaveURL(/\/ai-studio\/inference\/deploy\.html$/)
  await expect(screen).toBeHidden()
})

test('the nav screen fetches its menus as it opens: a tap opens a panel in the same frame', async ({ page }) => {
  await page.goto('/ai-studio/')
  const menus = page.waitForResponse((r) => /\/chunks\/flyouts\.[\w-]+\.js$/.test(r.url()))
  await page.locator('.VPNavBarHamburger').click()
  await (await menus).finished()
  // A panel that came a moment after the tap would move what the reader's next tap lands on.
  const opened = await page.evaluate(async () => {
    const flyout = document.querySelector('.VPNavScreen [data-flyout="compute"]')
    flyout?.querySelector<HTMLButtonElement>('.trigger')?.click()
    await new Promise((done) => requestAnimationFrame(done))
    const panel = flyout?.querySelector<HTMLElement>('.screen-panel')
    return !!panel && panel.offsetHeight > 0
  })
  expect(opened).toBe(true)
})

test('the nav screen closes when the window grows to 768 px', async ({ page }) => {
  await page.goto('/')
  await page.locator('.VPNavBarHamburger').click()
  await expect(page.locator('.VPNavScreen')).toBeVisible()
  await page.setViewportSize({ width: MOBILE_NAV_CLOSE_WIDTH - 1, height: 740 })
  await expect(page.locator('.VPNavScreen')).toBeVisible()
  await page.setViewportSize({ width: MOBILE_NAV_CLOSE_WIDTH, height: 740 })
  await expect(page.locator('.VPNavScreen')).toBeHidden()
})

test('the sidebar opens from the local nav and closes on navigation', async ({ page }) => {
  await page.goto('/ai-studio/job/')
  await page.locator('.VPLocalNav .menu').click()
  const sidebar = page.locator('.VPSidebar')
  await expect(sidebar).toHaveClass(/open/)
  await sidebar.getByRole('link', { name: '使用 PyTorch DDP' }).click()
  await expect(page).toHaveURL(/use-pytorch-ddp\.html$/)
  await expect(sidebar).not.toHaveClass(/open/)
})
