import { expect, test, type Page } from '@playwright/test'

// A reader on a slow device sees the page, and reaches for a menu, before the app's code has run. The
// menus must then behave as on a fast device: a first click opens, the next closes (the platform's popover
// does that before any code runs); hover opens once the code runs, leaving closes. The CPU runs 6x slower, as Chrome's "low-end mobile"; where a test needs the reader to act
// before the app runs, the app's entry script is held back until the test lets it load.

const flyout = (page: Page, id: string) => page.locator(`.VPNavBarMenu [data-flyout="${id}"]`)
const trigger = (page: Page, id: string) => flyout(page, id).locator('.trigger')
const panel = (page: Page, id: string) => page.locator(`#nav-flyout-${id}`)

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
}

/** Holds back the requests matching `url` until `release()`. */
async function holdBack(page: Page, url: RegExp) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return release
}
const APP_ENTRY = /\/assets\/app\.[\w-]+\.js$/
/**
 * The panels come after the page's content in the document: a reader who sees a trigger may still be
 * ahead of the parser on a 6x slower CPU, and a trigger whose panel is not parsed yet opens nothing (a
 * loaded CI run pressed Enter there). The tests act once the panel is in the document, as a reader
 * does a moment after the page shows.
 */
async function panelParsed(page: Page, id: string) {
  await panel(page, id).waitFor({ state: 'attached' })
}
/**
 * aria-expanded is set by the app once it runs: on a CPU slowed 6x, beside other work on the machine,
 * that takes longer than expect's default 5 s (a busy CI run saw the attribute still missing at 5 s).
 * The waits stay on the state; only their budget grows.
 */
const APP_RUNS = { timeout: 30_000 }

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('a click as soon as the page shows opens the menu, and the next click closes it', async ({ page }) => {
    await slowCpu(page)
    await page.goto('/fundamentals/', { waitUntil: 'commit' })
    await panelParsed(page, 'platform')
    await trigger(page, 'platform').click()
    await expect(panel(page, 'platform')).toBeVisible()
    await expect(trigger(page, 'platform')).toHaveAttribute('aria-expanded', 'true', APP_RUNS)
    await trigger(page, 'platform').click()
    await expect(panel(page, 'platform')).toBeHidden()
    await expect(trigger(page, 'platform')).toHaveAttribute('aria-expanded', 'false', APP_RUNS)
    await trigger(page, 'platform').click()
    await expect(panel(page, 'platform')).toBeVisible()
  })

  test('a click before the app runs opens the menu, and it stays open once the app runs', async ({ page }) => {
    await slowCpu(page)
    const release = await holdBack(page, APP_ENTRY)
    await page.goto('/fundamentals/', { waitUntil: 'commit' })
    await panelParsed(page, 'compute')
    await trigger(page, 'compute').click()
    await expect(panel(page, 'compute')).toBeVisible()
    release()
    await expect(trigger(page, 'compute')).toHaveAttribute('aria-expanded', 'true', APP_RUNS)
    await expect(panel(page, 'compute')).toBeVisible()
    await trigger(page, 'compute').click()
    await expect(panel(page, 'compute')).toBeHidden()
    await expect(trigger(page, 'compute')).toHaveAttribute('aria-expanded', 'false', APP_RUNS)
  })

  test('two clicks before the app runs leave the menu closed, as on a fast device', async ({ page }) => {
    await slowCpu(page)
    const release = await holdBack(page, APP_ENTRY)
    await page.goto('/fundamentals/', { waitUntil: 'commit' })
    await panelParsed(page, 'compute')
    await trigger(page, 'compute').click()
    await trigger(page, 'compute').click()
    release()
    await expect(trigger(page, 'compute')).toHaveAttribute('aria-expanded', 'false', APP_RUNS)
    await expect(panel(page, 'compute')).toBeHidden()
    await trigger(page, 'compute').click()
    await expect(panel(page, 'compute')).toBeVisible()
  })

  test('a pointer that came before the app opens the menu at its next move; leaving closes it', async ({ page }) => {
    await slowCpu(page)
    const release = await holdBack(page, APP_ENTRY)
    await page.goto('/fundamentals/', { waitUntil: 'commit' })
    await panelParsed(page, 'model-service')
    await trigger(page, 'model-service').hover()
    release()
    await expect(trigger(page, 'model-service')).toHaveAttribute('aria-expanded', 'false', APP_RUNS)
    // The pointer's next move over the trigger is the intent the code had not seen.
    const box = (await trigger(page, 'model-service').boundingBox())!
    await page.mouse.move(box.x + box.width / 2 + 2, box.y + box.height / 2)
    await expect(panel(page, 'model-service')).toBeVisible()
    await expect(trigger(page, 'model-service')).toHaveAttribute('aria-expanded', 'true', APP_RUNS)
    // A click after the hover keeps it open, as on a fast device (touch screens hover, then click).
    await trigger(page, 'model-service').click()
    await expect(panel(page, 'model-service')).toBeVisible()
    await page.mouse.move(700, 800)
    await expect(panel(page, 'model-service')).toBeHidden()
    await expect(trigger(page, 'model-service')).toHaveAttribute('aria-expanded', 'false', APP_RUNS)
  })

  for (const key of ['Enter', 'Space']) {
    test(`${key} on the focused trigger before the app runs opens the menu; ${key} again closes it`, async ({
      page,
    }) => {
      await slowCpu(page)
      const release = await holdBack(page, APP_ENTRY)
      await page.goto('/fundamentals/', { waitUntil: 'commit' })
      await panelParsed(page, 'platform')
      await trigger(page, 'platform').focus()
      await page.keyboard.press(key)
      await expect(panel(page, 'platform')).toBeVisible()
      release()
      await expect(trigger(page, 'platform')).toHaveAttribute('aria-expanded', 'true', APP_RUNS)
      await expect(trigger(page, 'platform')).toBeFocused()
      await page.keyboard.press(key)
      await expect(trigger(page, 'platform')).toHaveAttribute('aria-expanded', 'false', APP_RUNS)
      await expect(panel(page, 'platform')).toBeHidden()
    })
  }

  test('the arrow keys move through a panel whose own code has not loaded yet; Escape returns to the trigger', async ({
    page,
  }) => {
    // The panel's code and its menu data arrive late (held back): the keys come first, and the panel,
    // reached before its code ran, hydrates as soon as the code is there.
    const release = await holdBack(page, /\/(NavFlyoutPanel|flyouts)\.[\w-]+\.js$/)
    await page.goto('/fundamentals/')
    await page.waitForFunction(() =>
      Boolean(document.querySelector<HTMLElement & { __vue_app__?: unknown }>('#app')?.__vue_app__),
    )
    await trigger(page, 'model-service').focus()
    await page.keyboard.press('ArrowDown')
    const items = panel(page, 'model-service').locator('.item-link')
    await expect(items.first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(items.nth(1)).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    await expect(items.last()).toBeFocused()
    release()
    // Once the code runs, the item the keys reached is the highlighted one.
    await expect(panel(page, 'model-service').locator('.item-link.active')).toHaveAttribute(
      'data-key',
      (await items.last().getAttribute('data-key'))!,
      APP_RUNS,
    )
    await page.keyboard.press('Escape')
    await expect(panel(page, 'model-service')).toBeHidden()
    await expect(trigger(page, 'model-service')).toBeFocused()
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  test('in the nav screen, a second tap before the menu data arrives closes the menu', async ({ page }) => {
    await slowCpu(page)
    const release = await holdBack(page, /\/flyouts\.[\w-]+\.js$/)
    await page.goto('/ai-studio/')
    // The hamburger is the app's (VitePress's) own: it works once the app has run.
    await page.waitForFunction(() =>
      Boolean(document.querySelector<HTMLElement & { __vue_app__?: unknown }>('#app')?.__vue_app__),
    )
    await page.locator('.VPNavBarHamburger').tap()
    const compute = page.locator('.VPNavScreen [data-flyout="compute"]')
    await compute.locator('.trigger').tap()
    await expect(compute.locator('.trigger')).toHaveAttribute('aria-expanded', 'true', APP_RUNS)
    await compute.locator('.trigger').tap()
    await expect(compute.locator('.trigger')).toHaveAttribute('aria-expanded', 'false', APP_RUNS)
    release()
    await expect(compute.locator('.trigger')).toHaveAttribute('aria-controls', /flyout-compute/)
    await expect(compute.locator('.screen-panel')).toBeHidden()
    await compute.locator('.trigger').tap()
    await expect(compute.locator('.screen-panel')).toBeVisible()
    await expect(compute.getByRole('link', { name: '部署推理服务' })).toBeVisible()
  })
})
