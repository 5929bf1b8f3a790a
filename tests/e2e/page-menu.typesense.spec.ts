import { expect, test } from '@playwright/test'
import { clipboard, markdownOf, open } from './support/page-menu'

// The Typesense-configured build carries the same Markdown copies, head links and page menu.
test.use({ viewport: { width: 1280, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] })

test('Typesense build: the head names the copy, 复制为 Markdown copies it, llms.txt is served', async ({
  page,
  request,
}) => {
  await open(page, '/gen-studio/api/tutorial.html')
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
    'href',
    '/gen-studio/api/tutorial.md',
  )
  await page.locator('.PageMenu .copy').click()
  await expect(page.locator('.PageMenu .copy')).toHaveText('已复制')
  const copied = await clipboard(page)
  expect(copied).toMatch(/^> .*\/llms\.txt>\n\n# 对话补全教程\n/)
  expect(copied).toBe(await markdownOf(page, '/gen-studio/api/tutorial.md'))
  for (const file of ['/llms.txt', '/en/llms.txt', '/llms-full.txt', '/en/llms-full.txt']) {
    const response = await request.get(file)
    expect(response.status(), file).toBe(200)
    expect(await response.text(), file).toMatch(/^# .+\n\n> /)
  }
})
