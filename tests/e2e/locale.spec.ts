import { expect, test } from '@playwright/test'

test.use({ viewport: { width: 1440, height: 900 } })

async function languageLinks(page: import('@playwright/test').Page) {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLAnchorElement>(
        '.VPNavBarTranslations a, .VPNavScreenTranslations a, .VPNavBarExtra a',
      ),
    ).map((a) => a.getAttribute('href') ?? ''),
  )
}

test('the language menu links to the counterpart when it exists, else to the other home', async ({ page }) => {
  await page.goto('/')
  await page.locator('.VPNavBarTranslations').hover()
  const en = page.locator('.VPNavBarTranslations').getByRole('link', { name: 'English' })
  await expect(en).toHaveAttribute('href', '/en/')

  // A page with an English version: its counterpart, and back.
  await page.goto('/gen-studio/api/')
  await page.locator('.VPNavBarTranslations').hover()
  await expect(page.locator('.VPNavBarTranslations').getByRole('link', { name: 'English' })).toHaveAttribute(
    'href',
    '/en/gen-studio/api/',
  )
  await page.goto('/en/ai-studio/dev-instance/create.html')
  await page.locator('.VPNavBarTranslations').hover()
  await expect(page.locator('.VPNavBarTranslations').getByRole('link', { name: '简体中文' })).toHaveAttribute(
    'href',
    '/ai-studio/dev-instance/create.html',
  )

  // A page without an English version: the English home, never a 404.
  await page.goto('/fundamentals/tenant/iam-user-group-management.html')
  await page.locator('.VPNavBarTranslations').hover()
  await expect(page.locator('.VPNavBarTranslations').getByRole('link', { name: 'English' })).toHaveAttribute(
    'href',
    '/en/',
  )

  await page.goto('/en/')
  await page.locator('.VPNavBarTranslations').hover()
  await expect(page.locator('.VPNavBarTranslations').getByRole('link', { name: '简体中文' })).toHaveAttribute(
    'href',
    '/',
  )
})

test('no language link anywhere leads to a 404', async ({ page, request, baseURL }) => {
  const pages = [
    '/',
    '/en/',
    '/en/kube-studio/',
    '/gen-studio/',
    '/ai-studio/job/create.html',
    '/posts/',
    '/support/faq.html',
    '/gen-studio/api/maas.html',
  ]
  for (const p of pages) {
    await page.goto(p)
    for (const href of await languageLinks(page)) {
      if (!href.startsWith('/')) continue
      const res = await request.get(new URL(href, baseURL).toString())
      expect(res.status(), `${p} → ${href}`).toBe(200)
    }
  }
})
