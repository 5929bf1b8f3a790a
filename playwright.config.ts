import { defineConfig } from '@playwright/test'
// @ts-expect-error plain ESM helper without types
import { CHROMIUM_ARGS, findChromium } from './testkit/chromium.mjs'
import { E2E_FAKE_PORT, E2E_FAKE_URL, E2E_SEARCH_KEY } from './testkit/typesense-fake/port'

const PORT = Number(process.env.E2E_PORT ?? 4178)
/** The site built with Typesense configured (npm run build:typesense); its fake Typesense is on E2E_FAKE_PORT. */
const TS_SITE_PORT = PORT + 1
/**
 * `npm run test:e2e:busy` (testkit/busy.mjs) sets E2E_BUSY: the suite runs beside CPU-bound processes
 * that take the machine's cores, and a web-first assertion may wait 10 s instead of 5 s for a state
 * the page reaches later there. Test timeouts stay as they are; tests wait on states, not on time.
 */
const EXPECT_TIMEOUT = process.env.E2E_BUSY ? 10_000 : 5_000
const executablePath = (findChromium() as string | null | undefined) ?? undefined

// End-to-end tests against the BUILT sites, in the system Chromium.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: EXPECT_TIMEOUT },
  reporter: process.env.CI_REPORT ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    locale: 'zh-CN',
    trace: 'off',
  },
  projects: [
    { name: 'embedded', testIgnore: /\.typesense\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${PORT}` } },
    {
      name: 'typesense',
      testMatch: /\.typesense\.spec\.ts$/,
      fullyParallel: false,
      // Its spec files share one fake whose scenarios are global: one file at a time.
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${TS_SITE_PORT}` },
    },
  ],
  webServer: [
    {
      command: `node deploy/static-server.mjs .vitepress/dist ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: `node deploy/static-server.mjs .vitepress/dist-typesense ${TS_SITE_PORT}`,
      url: `http://127.0.0.1:${TS_SITE_PORT}/`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: `npx vite-node testkit/typesense-fake/serve.ts -- .vitepress/dist-typesense ${E2E_FAKE_PORT} ${E2E_SEARCH_KEY}`,
      url: `${E2E_FAKE_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
})
