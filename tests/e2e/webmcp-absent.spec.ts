import { expect, test } from '@playwright/test'

// In a browser without WebMCP (the suite's Chromium, no flag), the page's agent tools cost one feature
// check (tests/built/budgets.test.ts measures it) and nothing of them loads.
test('without WebMCP nothing of the tools loads', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (r) => requested.push(r.url()))
  await page.goto('/ai-studio/job/create.html', { waitUntil: 'networkidle' })
  // The idle prefetch of the search island has run too (it is the last thing the page loads).
  await expect.poll(() => requested.some((u) => /SearchApp/.test(u)), { timeout: 30_000 }).toBe(true)
  expect(await page.evaluate(() => 'modelContext' in document)).toBe(false)
  expect(requested.filter((u) => /webmcp/i.test(u))).toEqual([])
})
