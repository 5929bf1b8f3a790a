import { expect, test, type Page } from '@playwright/test'
import { E2E_FAKE_URL as FAKE } from '../../../testkit/typesense-fake/port'
import type { ModelCall } from '../../../testkit/typesense-fake/state'
import { modal } from './search'

// The site built with Typesense configured talks to testkit/typesense-fake on its e2e port
// (testkit/typesense-fake/port.ts). The fake is shared and its scenarios are global: the typesense
// project runs one spec file at a time (playwright.config.ts), and a file whose pages reach the fake
// runs serially, each test on a fresh fake (onFreshFake).

/** One request the fake received. */
interface FakeRequest {
  method: string
  path: string
  query: Record<string, string>
  body: { searches?: Record<string, unknown>[] }
}

/**
 * The fake's controls: back to its start, the next answers' scenario, its conversations expired, its
 * log of requests and of model calls.
 */
export const fake = {
  reset: (page: Page) => page.request.post(`${FAKE}/__fake/reset`),
  scenario: (page: Page, s: Record<string, unknown>) => page.request.post(`${FAKE}/__fake/scenario`, { data: s }),
  /** Expires every stored conversation, as the server's TTL sweep does. */
  expire: (page: Page) => page.request.post(`${FAKE}/__fake/expire`),
  log: async (page: Page) => (await (await page.request.get(`${FAKE}/__fake/log`)).json()) as FakeRequest[],
  modelCalls: async (page: Page) =>
    (await (await page.request.get(`${FAKE}/__fake/model-calls`)).json()) as ModelCall[],
  /** The page reaches no node: every request to the fake is refused (the fake's own state is not touched). */
  unreachable: (page: Page) => page.route(`${FAKE}/**`, (route) => route.abort('connectionrefused')),
  /** Loads records into a collection of the fake. */
  load: async (page: Page, collection: string, docs: Record<string, unknown>[]) => {
    const res = await page.request.post(`${FAKE}/__fake/load`, { data: { collection, docs } })
    expect(res.ok()).toBe(true)
  },
}

/**
 * For a spec whose pages reach the fake: its tests run one after another, each on the fake as it
 * starts (a scenario left by an earlier test or spec file would otherwise apply).
 */
export function onFreshFake() {
  test.describe.configure({ mode: 'serial' })
  test.beforeEach(async ({ page }) => {
    await fake.reset(page)
  })
}

/** The keyword searches the page sent. */
export const keywordSearches = async (page: Page) => (await fake.log(page)).filter((r) => r.path === '/multi_search')

/** The questions the assistant sent (conversational multi_search). */
export const conversationAsks = async (page: Page) =>
  (await fake.log(page)).filter((r) => r.path === '/multi_search' && r.query.conversation === 'true')

/** An answer with Markdown (bold, a code block) that the assistant's renderer must keep. */
export const ANSWER =
  '在控制台打开 **AIStudio → 开发机 → 新建**，选择 GPU 型号与镜像即可。\n\n```bash\natlctl instance create --gpu A800\n```'

/** Loads `home` (the Chinese home by default) and opens the assistant from its search control. */
export async function openAssistant(page: Page, home = '/') {
  await page.goto(home)
  await page.locator('.SearchControl .ai-button').click()
}

/** Asks `question` in the open assistant of a Chinese page; returns its question box. */
export async function ask(page: Page, question: string) {
  const box = modal(page).getByRole('textbox', { name: '向 AI 提问' })
  await box.fill(question)
  await box.press('Enter')
  return box
}

/** Opens the home page's assistant and asks `question`; returns its question box. */
export async function askAi(page: Page, question: string) {
  await openAssistant(page)
  return ask(page, question)
}
