import { expect, test, type Page } from '@playwright/test'

const footerContainerLeft = (page: Page) =>
  page.locator('.SiteFooter .container').evaluate((el) => el.getBoundingClientRect().left)

test.describe('footer position', () => {
  for (const width of [960, 1280, 1600]) {
    test(`at ${width} px it is centred on pages without a sidebar and clears the sidebar on doc pages`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      // Home and 404 have no sidebar: the footer's content is centred, like the page's.
      for (const path of ['/', '/no/such/page.html', '/en/']) {
        await page.goto(path)
        await expect(page.locator('.SiteFooter')).not.toHaveClass(/has-sidebar/)
        const left = await footerContainerLeft(page)
        const expected = Math.max(24, (width - 1152) / 2)
        expect(Math.abs(left - expected), path).toBeLessThan(2)
      }
      // A doc page: the footer starts right of the sidebar.
      await page.goto('/ai-studio/job/create.html')
      await expect(page.locator('.SiteFooter')).toHaveClass(/has-sidebar/)
      const sidebarRight = await page.locator('.VPSidebar').evaluate((el) => el.getBoundingClientRect().right)
      expect(await footerContainerLeft(page)).toBeGreaterThanOrEqual(sidebarRight)
    })
  }
})

test.describe('API references open in a new tab wherever they are linked', () => {
  test('the model-service sidebar lists all three under a plain title', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/gen-studio/api/tutorial.html')
    const group = page.locator('.VPSidebar .VPSidebarItem', {
      has: page.locator(':scope > .item .text', { hasText: 'API 参考' }),
    })
    await expect(group.locator(':scope > .item a')).toHaveCount(0)
    const refs = group.locator('.items a')
    await expect(refs).toHaveText(['模型服务 API', 'ComfyUI API', 'ComfyUI WebSocket'])
    for (const ref of await refs.all()) {
      await expect(ref).toHaveAttribute('target', '_blank')
      await expect(ref).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  test('in page text, link cards and the posts list', async ({ page, context }) => {
    await page.goto('/en/support/')
    const inText = page.locator('.vp-doc').getByRole('link', { name: 'API reference' })
    await expect(inText).toHaveAttribute('target', '_blank')
    const [tab] = await Promise.all([context.waitForEvent('page'), inText.click()])
    await tab.waitForLoadState('domcontentloaded')
    expect(new URL(tab.url()).pathname).toBe('/gen-studio/api/maas.html')
    await expect(inText).toHaveAttribute('rel', 'noopener noreferrer')
    await tab.close()
    await expect(page).toHaveURL(/\/en\/support\/$/)

    await page.goto('/comfy-stack/')
    await expect(page.locator('.LinkCard a.title-link[href="/gen-studio/api/maas-comfyui.html"]')).toHaveAttribute(
      'target',
      '_blank',
    )
    await expect(page.locator('.LinkCard a.title-link[href="/comfy-stack/workflow-publish.html"]')).not.toHaveAttribute(
      'target',
      /.*/,
    )

    await page.goto('/posts/')
    const cards = page.locator('.LinkCard a.title-link[href^="/gen-studio/api/maas"]')
    await expect(cards).toHaveCount(3)
    for (const card of await cards.all()) await expect(card).toHaveAttribute('target', '_blank')
  })
})

test('related reading named in a page’s frontmatter shows its posts and API references', async ({ page }) => {
  await page.goto('/comfy-stack/workflow-publish.html')
  const related = page.locator('.RelatedReading')
  await expect(related.getByRole('heading', { name: '相关阅读' })).toBeVisible()
  await expect(related.locator('.LinkCard')).toHaveCount(4)
  await expect(related.locator('a.title-link[href="/posts/publish-sdxl-workflow-as-api.html"]')).not.toHaveAttribute(
    'target',
    /.*/,
  )
  await expect(related.locator('a.title-link[href="/gen-studio/api/maas-comfyui.html"]')).toHaveAttribute(
    'target',
    '_blank',
  )
  await expect(related.locator('a.title-link[href="/gen-studio/api/maas-comfyui-websocket.html"]')).toHaveAttribute(
    'target',
    '_blank',
  )
})

// The server HTML has the nav bar's own layout and the outline bar (VitePress set both only after
// hydration: the bar jumped on every page with a sidebar, and the text 88 px down between 960 and
// 1279 px; .vitepress/plugins/navBarClasses.ts, styles/layout.css). A `?ask=` link's answer arrives
// without moving the question box (the dialog, 960 px) or the page (the dock, 1440 px).
test.describe('no layout shift while a page loads', () => {
  for (const width of [960, 1440]) {
    test(`a doc page, the home page and a ?ask= link at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const path of [
        '/ai-studio/job/create.html',
        '/',
        '/ai-studio/job/create.html?ask=' + encodeURIComponent('镜像怎么选'),
      ]) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        if (path.includes('?ask=')) await expect(page.locator('.ChatBubble.ai .QuotedAnswer')).toBeVisible()
        // The shifts as CLS counts them (none right after input), with what moved, for the failure
        // message: those from the end of parsing on, when the app hydrates and the island arrives. (On
        // a starved CPU the browser may paint a half-parsed nav, whose items then slide as the rest
        // arrives: an artefact of the test machine's load, not of the page.)
        const shifts = await page.evaluate(
          () =>
            new Promise<{ value: number; moved: string[] }[]>((resolve) => {
              const out: { value: number; moved: string[] }[] = []
              const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
                .domContentLoadedEventStart
              new PerformanceObserver((list) => {
                for (const e of list.getEntries() as (PerformanceEntry & {
                  value: number
                  hadRecentInput: boolean
                  sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
                })[]) {
                  if (e.hadRecentInput || e.startTime < parsed) continue
                  out.push({
                    value: e.value,
                    moved: e.sources.map(
                      (s) =>
                        `${(s.node as Element | undefined)?.className ?? s.node?.nodeName} ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}`,
                    ),
                  })
                }
              }).observe({ type: 'layout-shift', buffered: true })
              setTimeout(() => resolve(out), 300)
            }),
        )
        const cls = shifts.reduce((sum, s) => sum + s.value, 0)
        expect(cls, `${path}: ${JSON.stringify(shifts)}`).toBeLessThan(0.01)
      }
    })
  }
})

test('the outline bar of the server HTML is the one the page hydrates to, on every kind of page', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1000, height: 800 })
  const classOf = (html: string) => /<div class="(VPLocalNav[^"]*)"/.exec(html)?.[1] ?? 'none'
  for (const path of [
    '/ai-studio/job/create.html',
    '/ai-studio/',
    '/posts/',
    '/support/faq.html',
    '/gen-studio/api/maas.html',
    '/en/ai-studio/dev-instance/create.html',
    '/fundamentals/',
  ]) {
    const served = classOf(await (await request.get(path)).text())
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const hydrated = await page.evaluate(
      () => document.querySelector('.VPLocalNav')?.className.trim().replace(/\s+/g, ' ') ?? 'none',
    )
    // A bar the app removes (no sidebar, no outline) is one the server HTML hides (`empty`).
    if (hydrated === 'none') expect(served, path).toMatch(/\bempty\b|^none$/)
    else expect(hydrated, path).toBe(served)
  }
})
