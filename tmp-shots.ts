import { chromium } from '@playwright/test'
// @ts-expect-error plain ESM
import { CHROMIUM_ARGS, findChromium } from './testkit/chromium.mjs'
// @ts-expect-error plain ESM
import { startStaticServer } from './testkit/static-server.mjs'
const server = await startStaticServer('.vitepress/dist', 0, { gzip: true })
const base = `http://127.0.0.1:${server.address().port}`
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS })
const cases = [
  { name: 'ai-standin-zh-phone-dark', url: '/ai-studio/job/create.html', w: 412, h: 860, dark: true, mobile: true },
  { name: 'ai-standin-en-desktop-light', url: '/en/ai-studio/', w: 1280, h: 800, dark: false, mobile: false },
]
for (const c of cases) {
  const ctx = await browser.newContext({ viewport: { width: c.w, height: c.h }, colorScheme: c.dark ? 'dark' : 'light', isMobile: c.mobile, hasTouch: c.mobile })
  const page = await ctx.newPage()
  let release!: () => void
  const held = new Promise<void>((r) => (release = r))
  await page.route(/SearchApp/, async (route) => { await held; await route.continue() })
  await page.goto(base + c.url, { waitUntil: 'load' })
  await page.locator('.SearchControl .ai-button').click()
  await page.waitForTimeout(300)
  await page.screenshot({ path: `/tmp/shots/${c.name}-standin.png` })
  release()
  await page.locator('[role=dialog] textarea').waitFor()
  await page.waitForTimeout(400)
  await page.screenshot({ path: `/tmp/shots/${c.name}-island.png` })
  await ctx.close()
}
for (const c of [
  { name: 'home-zh-desktop-dark', url: '/', w: 1280, h: 900, dark: true },
  { name: 'home-en-phone-light', url: '/en/', w: 412, h: 900, dark: false },
]) {
  const ctx = await browser.newContext({ viewport: { width: c.w, height: c.h }, colorScheme: c.dark ? 'dark' : 'light' })
  const page = await ctx.newPage()
  await page.goto(base + c.url, { waitUntil: 'networkidle' })
  await page.screenshot({ path: `/tmp/shots/${c.name}.png` })
  // Client-side navigation to a doc page and back home: the home layout loads on demand.
  await ctx.close()
}
await browser.close()
server.close()
