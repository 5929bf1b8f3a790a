import fs from 'node:fs'
import { expect, test } from '@playwright/test'

const postFiles = fs
  .readdirSync(new URL('../../docs/posts/', import.meta.url))
  .filter((f) => f.endsWith('.md') && f !== 'index.md')

test.use({ viewport: { width: 1440, height: 900 } })

test.describe('posts', () => {
  test('the list shows every post and filters by tag', async ({ page }) => {
    await page.goto('/posts/')
    const cards = page.locator('.PostList .grid').first().locator('.LinkCard')
    const total = postFiles.length
    await expect(cards).toHaveCount(total)
    await expect(page.locator('.PostList .summary')).toHaveText(`共 ${total} 篇文章`)

    const filter = page.locator('.PostList .filter[data-tag]').last()
    const tag = await filter.getAttribute('data-tag')
    const expected = Number(await filter.locator('.count').textContent())
    expect(expected).toBeGreaterThan(0)
    await filter.click()
    await expect(filter).toHaveAttribute('aria-pressed', 'true')
    await expect(cards).toHaveCount(expected)
    await expect(page).toHaveURL(new RegExp(`\\?tag=${tag}$`))
    await page.reload()
    await expect(cards).toHaveCount(expected)
    await page.locator('.PostList .filter', { hasText: '全部' }).click()
    await expect(cards).toHaveCount(total)
  })

  test('a tag chosen in the sidebar on a phone: the drawer closes, the list comes into view, only that tag is current', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/posts/')
    // The app mounts after the page's own chunk has loaded, which may be after the load event.
    await page.waitForFunction(
      () => !!(document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__,
    )
    const cards = page.locator('.PostList .grid').first().locator('.LinkCard')
    const sidebar = page.locator('.VPSidebar')
    const current = sidebar.locator('a[aria-current="page"]')
    const choose = async (tag: string) => {
      await page.locator('.VPLocalNav .menu').click()
      await expect(sidebar).toHaveClass(/\bopen\b/)
      await sidebar.locator(`a[href="/posts/?tag=${tag}"]`).click()
      await expect(page).toHaveURL(new RegExp(`\\?tag=${tag}$`))
      await expect(sidebar).not.toHaveClass(/\bopen\b/)
      const expected = Number(await page.locator(`.PostList .filter[data-tag="${tag}"] .count`).textContent())
      await expect(cards).toHaveCount(expected)
      await expect(page.locator('.PostList .summary')).toBeInViewport()
      await expect(current).toHaveCount(1)
      await expect(current).toHaveAttribute('href', `/posts/?tag=${tag}`)
      // Only the chosen tag looks chosen: its link alone has the brand colour (once the colours' transitions end).
      const inBrandColour = () =>
        sidebar.evaluate((el) => {
          const probe = el.appendChild(document.createElement('span'))
          probe.style.color = 'var(--vp-c-brand-1)'
          const brand = getComputedStyle(probe).color
          probe.remove()
          return Array.from(el.querySelectorAll('.VPSidebarItem.level-1 a'))
            .filter((a) => getComputedStyle(a.querySelector('.text') ?? a).color === brand)
            .map((a) => a.getAttribute('href'))
        })
      await expect.poll(inBrandColour).toEqual([`/posts/?tag=${tag}`])
      return expected
    }
    const first = await choose('tricks')
    const second = await choose('tutorials')
    expect(second).not.toBe(first)
  })

  test('a card has an icon-prefixed title, a description, a tag to /posts/ and a read time', async ({ page }) => {
    await page.goto('/posts/')
    const card = page.locator('.LinkCard', { hasText: '如何' }).first()
    await expect(card.locator('.title svg.ProductIcon')).toBeVisible()
    await expect(card.locator('.description')).not.toBeEmpty()
    await expect(card.locator('.tag')).toHaveAttribute('href', '/posts/')
    await expect(card.locator('.read-time')).toContainText('分钟')
    const apiCard = page.locator('.LinkCard').filter({ has: page.locator('.title', { hasText: /^ComfyUI API$/ }) })
    await expect(apiCard.locator('.tag')).toHaveAttribute('href', '/gen-studio/api/')
  })

  test('a post shows the back link and its tag links to /posts/', async ({ page }) => {
    await page.goto('/posts/how-to-select-gpu.html')
    const back = page.getByRole('link', { name: '回到全部文章' })
    await expect(back).toBeVisible()
    await expect(page.locator('.PostHeader .tag').first()).toHaveAttribute('href', '/posts/')
    await back.click()
    await expect(page).toHaveURL(/\/posts\/$/)
  })
})

// The API references have their own files: api-reference*.spec.ts.

test('a terminal recording plays', async ({ page }) => {
  await page.goto('/ai-coder/ssh.html')
  const player = page.locator('.TerminalPlayer').first()
  await player.scrollIntoViewIfNeeded()
  await expect(player.locator('.ap-player')).toBeVisible({ timeout: 10_000 })
  await player.locator('.ap-player').click()
  await expect(player.locator('.ap-term')).toContainText('ssh', { timeout: 10_000 })
})

const pageTypes = [
  '/',
  '/ai-studio/job/create.html',
  '/posts/',
  '/posts/how-to-select-gpu.html',
  '/gen-studio/api/maas.html',
  '/ai-coder/ssh.html',
  '/en/',
  '/no-such-page',
]
test('no page type requests anything from another host', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin
  const foreign: string[] = []
  page.on('request', (r) => {
    const u = r.url()
    if (!u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:')) foreign.push(u)
  })
  for (const url of pageTypes) {
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    await page.mouse.wheel(0, 4000)
    await page.waitForLoadState('networkidle')
  }
  expect(foreign).toEqual([])
})

test('support icons render from bundled data inside Markdown tables', async ({ page }) => {
  await page.goto('/gen-studio/api/maas.html')
  const icons = page.locator('.ApiReference .intro table .SupportIcon')
  expect(await icons.count()).toBeGreaterThanOrEqual(20)
  await expect(icons.first()).toHaveAttribute('aria-label', '支持')
  // The glyph comes from the same-origin sprite built from @iconify-json/mdi, and it draws.
  const href = await icons.first().locator('use').getAttribute('href')
  expect(href).toMatch(/^\/assets\/site-icons\.[0-9a-f]{10}\.svg#yes$/)
  const sprite = await (await page.request.get(href!.split('#')[0]!)).text()
  expect(sprite).toMatch(/<symbol id="yes" viewBox="0 0 24 24"><path [^>]*d="[^"]+"/)
  expect((await icons.first().boundingBox())?.width).toBeGreaterThan(0)
  await expect(page.locator('.ApiReference .intro table .SupportIcon.no').first()).toHaveAttribute(
    'aria-label',
    '不支持',
  )
})
