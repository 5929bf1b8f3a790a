import { seriousViolations } from './support/axe'
import { apiViewer, viewerRendered } from './support/api-viewer'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

// Whole pages, as readers land on them: no serious or critical axe-core violation, on a desktop and
// on a phone, in light and dark mode (the plain default theme fails label-content-name-mismatch, and
// its collapsible sidebar groups nest buttons unless they have links: see build/sidebarGroups.ts).
const PAGES = [
  '/',
  '/ai-studio/job/create.html',
  '/posts/how-to-select-gpu.html',
  '/posts/',
  '/ai-studio/',
  '/support/faq.html',
  '/en/',
]

for (const viewport of [
  { name: 'desktop', width: 1280, height: 860 },
  { name: 'phone', width: 375, height: 740 },
]) {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`${viewport.name}, ${scheme}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height }, colorScheme: scheme })
      for (const url of PAGES) {
        test(`${url} has no serious or critical violation`, async ({ page }) => {
          // axe over a whole page takes seconds on an idle machine and more than 30 s on a loaded one.
          test.setTimeout(90_000)
          await page.addInitScript((s) => localStorage.setItem('vitepress-theme-appearance', s), scheme)
          await page.goto(url, { waitUntil: 'networkidle' })
          await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
          expect(await seriousViolations(page)).toEqual([])
        })
      }
    })
  }
}

// The API references (Redoc) as built (Redoc's markup, no viewer code yet) and once Redoc has taken
// over, with the viewer's palette for each mode: Redoc fixes some colours in its styles, which
// `redocOptions.ts` and ApiReference.vue override.
const API_PAGES = [
  '/gen-studio/api/maas.html',
  '/gen-studio/api/maas-comfyui.html',
  '/gen-studio/api/maas-comfyui-websocket.html',
]
/**
 * axe over a whole API reference, every section laid out: the longest work of the suite (about 20 s
 * per pass on an idle machine, 2 min at a load average of 20), hence one pass per test and its own
 * timeout.
 */
async function apiReferenceViolations(page: Page): Promise<string[]> {
  test.setTimeout(240_000)
  // Sections away from the viewport are not rendered (content-visibility): axe cannot compute
  // their colours and reports them incomplete. Lay them all out for the check.
  const all = await page.addStyleTag({
    content: '.ApiReference .api-content > [data-section-id] { content-visibility: visible !important }',
  })
  const results = await new AxeBuilder({ page }).include('.ApiReference').analyze()
  await all.evaluate((style) => (style as HTMLStyleElement).remove())
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    )
}
for (const scheme of ['light', 'dark'] as const) {
  test.describe(`API reference, ${scheme}`, () => {
    test.use({ viewport: { width: 1280, height: 860 }, colorScheme: scheme })
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((s) => localStorage.setItem('vitepress-theme-appearance', s), scheme)
    })
    for (const url of API_PAGES) {
      test(`${url} as built (Redoc's markup) has no serious or critical violation, and no heading-order one`, async ({
        page,
      }) => {
        await page.goto(url)
        const viewer = apiViewer(page)
        await expect(viewer.locator('h2').first()).toBeVisible()
        await expect(viewer).toHaveAttribute('data-viewer', 'static')
        expect(await apiReferenceViolations(page)).toEqual([])
      })

      test(`${url} once Redoc has taken over has no serious or critical violation, and no heading-order one`, async ({
        page,
      }) => {
        await page.goto(url)
        const viewer = apiViewer(page)
        await expect(viewer).toHaveAttribute('data-viewer', 'static')
        await expect(page.locator('.ApiSwitcher select')).toBeEnabled()
        await viewer.locator('button').first().focus()
        await viewerRendered(page)
        await expect(page.locator('.ApiReference .status')).toHaveCount(0)
        expect(await apiReferenceViolations(page)).toEqual([])
      })
    }
  })
}

// The line that tells agents where llms.txt is: in the page's source for tools, never in front of people.
test('the llms.txt line for agents is neither seen nor announced', async ({ page }) => {
  for (const url of ['/ai-studio/', '/en/']) {
    await page.goto(url)
    const line = page.locator('[data-agent-directive]')
    await expect(line).toHaveCount(1)
    await expect(line).toContainText(url === '/en/' ? '/en/llms.txt' : '/llms.txt')
    const box = await line.boundingBox()
    expect(box === null || (box.width <= 1 && box.height <= 1), `${url}: ${JSON.stringify(box)}`).toBe(true)
    expect(await page.locator('body').ariaSnapshot()).not.toContain('llms.txt')
  }
})
