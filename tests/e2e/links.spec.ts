import { expect, test } from '@playwright/test'

// Every footer link and every flyout link (desktop and mobile) answers 200 from the built site.
test('footer and flyout links all resolve', async ({ page, request, baseURL }) => {
  await page.goto('/')
  const hrefs = await page.evaluate(() => {
    const sel = ['.SiteFooter .groups a', '.VPNavBarMenu .NavFlyout a', '.SiteBanner a.text']
    return Array.from(document.querySelectorAll<HTMLAnchorElement>(sel.join(','))).map((a) => a.getAttribute('href') ?? '')
  })
  const internal = [...new Set(hrefs.filter((h) => h.startsWith('/')))]
  const external = [...new Set(hrefs.filter((h) => !h.startsWith('/')))]
  expect(internal.length).toBeGreaterThan(100)
  expect(external).toEqual(['https://console.example.com/computility'])

  const failures: string[] = []
  for (const href of internal) {
    const res = await request.get(new URL(href, baseURL).toString(), { maxRedirects: 0 })
    if (res.status() !== 200) failures.push(`${res.status()} ${href}`)
    else if (!(await res.text()).includes('<div id="app"')) failures.push(`not a site page: ${href}`)
  }
  expect(failures).toEqual([])
})
