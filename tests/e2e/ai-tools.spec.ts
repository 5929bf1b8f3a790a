import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { clipboard, open } from './support/page-menu'

// The page menu's 在 AI 工具中使用本文档: the MCP server's configuration for each AI tool, with the
// site's published origin (the one llms.txt names, whatever origin serves this build), copied by its
// button; a modal dialog that Escape closes.
test.use({ viewport: { width: 1280, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] })

test('the menu item shows each tool’s configuration with the site’s origin, and copies it', async ({
  page,
  baseURL,
  request,
}) => {
  // The command llms.txt gives agents: the dialog gives readers the same one.
  const llms = await (await request.get('/llms.txt')).text()
  const origin = /`npx -y atlas-docs --site (\S+)`/.exec(llms)?.[1] ?? ''
  expect(origin).toMatch(/^https?:\/\//)
  expect(origin).not.toBe(new URL(baseURL ?? '').origin)
  await open(page, '/ai-studio/job/create.html')
  const loaded: string[] = []
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname))
  const toggle = page.getByRole('button', { name: '更多页面操作' })
  await toggle.click()
  await page.getByRole('menuitem', { name: /在 AI 工具中使用本文档/ }).click()

  const dialog = page.getByRole('dialog', { name: '在 AI 工具中使用本文档' })
  await expect(dialog).toBeVisible()
  // The dialog's code came on demand, not with the page.
  expect(loaded.some((p) => /AiToolsDialog\.[\w-]+\.js$/.test(p))).toBe(true)
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(['Claude Code', 'Cursor', 'VS Code', '命令行'])

  const cursor = dialog.locator('[data-tool="cursor"]')
  const config = JSON.parse(await cursor.locator('code').innerText())
  expect(config).toEqual({
    mcpServers: { 'atlas-docs': { command: 'npx', args: ['-y', 'atlas-docs', '--site', origin] } },
  })
  const vscode = JSON.parse(await dialog.locator('[data-tool="vscode"] code').innerText())
  expect(vscode.servers['atlas-docs']).toEqual({
    type: 'stdio',
    command: 'npx',
    args: ['-y', 'atlas-docs', '--site', origin],
  })
  await expect(dialog.locator('[data-tool="cli"] code')).toHaveText(`npx -y atlas-docs --site ${origin}`)

  await page.evaluate(() => navigator.clipboard.writeText('before'))
  const copy = cursor.getByRole('button', { name: '复制 Cursor 配置' })
  await copy.click()
  await expect(copy).toHaveText('已复制')
  expect(JSON.parse(await clipboard(page))).toEqual(config)
  await dialog.getByRole('button', { name: '复制 命令行 配置' }).click()
  expect(await clipboard(page)).toBe(`npx -y atlas-docs --site ${origin}`)

  expect((await new AxeBuilder({ page }).include('.AiToolsDialog').analyze()).violations).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(toggle).toBeFocused()
})

test('keyboard: focus stays in the dialog; English pages speak English and link the English page', async ({ page }) => {
  await open(page, '/en/ai-studio/dev-instance/create.html')
  await page.getByRole('button', { name: 'More page actions' }).click()
  await page.getByRole('menuitem', { name: /Use these docs in your AI tool/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Use these docs in your AI tool' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'What these tools can do' })).toHaveAttribute(
    'href',
    '/en/fundamentals/ai-tools.html',
  )
  // A modal <dialog> makes the page inert: Tab cycles through the dialog (and the browser's own UI,
  // where the document has no focus), never onto the page behind it.
  const focused = new Set<string>()
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    focused.add(
      await dialog.evaluate((d) =>
        d.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body ? 'none' : 'page',
      ),
    )
  }
  expect(focused.has('dialog')).toBe(true)
  expect(focused.has('page')).toBe(false)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})
