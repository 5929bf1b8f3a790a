import { defineConfig } from '@playwright/test'
// @ts-expect-error plain ESM helper without types
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/support/chromium.mjs'

const PORT = Number(process.env.E2E_PORT ?? 4178)
const executablePath = (findChromium() as string | null | undefined) ?? undefined

// End-to-end tests against the BUILT site (run `npm run build` first), in the system Chromium.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI_REPORT ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    locale: 'zh-CN',
    trace: 'off',
  },
  webServer: {
    command: `node tests/e2e/support/static-server.mjs .vitepress/dist ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
})
