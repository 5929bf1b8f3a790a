import type { Page } from '@playwright/test'
import { STORAGE_KEYS } from '../../src/contracts'
import { pageMenuStringsFor } from '../../src/island-contract/strings/page-menu'

// What `npm run shots` photographs: every page type, and the dialogs and states a reader meets, in a
// state the page itself says it has reached (never after a guessed delay).

export type Locale = 'zh' | 'en'
export const PHONE = 390
export const DESKTOP = 1440
export type Width = typeof PHONE | typeof DESKTOP

export interface Scene {
  name: string
  /** What the contact sheet says about it. */
  label: string
  /** The page to open per locale; a locale without one is not photographed. */
  paths: Partial<Record<Locale, string>>
  /** Widths it exists at (both unless said). */
  widths?: readonly Width[]
  /** The assistant's docking choice stored before the page loads (BEHAVIOUR.md search §2.4). */
  dock?: '0' | '1'
  /** Brings the loaded page into the state to photograph. */
  prepare?: (page: Page, ctx: { locale: Locale; width: Width }) => Promise<void>
}

/** How long a state may take to come; a loaded 2-core machine is slow, a passing run never waits it. */
export const STATE_TIMEOUT = 30_000
const shown = { state: 'visible', timeout: STATE_TIMEOUT } as const

const dialog = (page: Page) => page.getByRole('dialog')

async function openSearch(page: Page, query?: string) {
  await page.locator('.SearchControl .search-button').click()
  const box = dialog(page).getByRole('combobox')
  await box.waitFor(shown)
  if (!query) return
  await box.fill(query)
  await dialog(page).locator('.SearchHit').first().waitFor(shown)
}

/** The AI tab's answer by quotation to `?ask=`, in the dialog or the dock (whichever the scene chose). */
async function quotedAnswer(page: Page) {
  await page.locator('.ChatBubble.ai .QuotedAnswer').first().waitFor(shown)
}

async function openPageMenu(page: Page, locale: Locale) {
  await page.locator('.PageMenu .toggle').click()
  await page.getByRole('menuitem', { name: pageMenuStringsFor(locale).aiTools }).waitFor(shown)
}

const ask = (question: string) => '/?ask=' + encodeURIComponent(question)
const DOC = { zh: '/ai-studio/dev-instance/create.html', en: '/en/ai-studio/dev-instance/create.html' }
const API = '/gen-studio/api/maas.html'

export const SCENES: Scene[] = [
  {
    name: 'home',
    label: 'Home',
    paths: { zh: '/', en: '/en/' },
    prepare: (page) => page.locator('.VPHero .text').waitFor(shown),
  },
  { name: 'doc', label: 'A doc page', paths: DOC },
  {
    name: 'doc-long',
    label: 'A long doc page with its outline',
    paths: { zh: '/ai-studio/job/create.html', en: '/en/ai-studio/job/create.html' },
  },
  { name: 'posts', label: 'The posts index', paths: { zh: '/posts/' } },
  { name: 'faq', label: 'An FAQ page', paths: { zh: '/support/faq.html', en: '/en/support/faq.html' } },
  {
    name: 'api',
    label: 'API reference, first screen',
    paths: { zh: API },
    prepare: (page) => page.locator('.ApiSwitcher select:enabled').waitFor(shown),
  },
  {
    name: 'api-deep-link',
    label: 'API reference, deep link #operation/createChatCompletion',
    paths: { zh: `${API}#operation/createChatCompletion` },
    prepare: (page) => page.locator('[id="operation/createChatCompletion"] h2').waitFor(shown),
  },
  { name: '404', label: 'The 404 page', paths: { zh: '/no-such-page.html', en: '/en/no-such-page.html' } },
  {
    name: 'search-empty',
    label: 'Search dialog, empty',
    paths: DOC,
    prepare: (page) => openSearch(page),
  },
  {
    name: 'search-results',
    label: 'Search dialog with results (推理服务 / inference service)',
    paths: DOC,
    prepare: (page, { locale }) => openSearch(page, locale === 'zh' ? '推理服务' : 'inference service'),
  },
  {
    name: 'ai-answer',
    label: 'AI tab: a quoted answer',
    paths: { zh: ask('训练任务跑到一半显存不够了怎么办'), en: '/en' + ask('How do I stop an instance?') },
    dock: '0',
    prepare: quotedAnswer,
  },
  {
    name: 'ai-abstain',
    label: 'AI tab: a question the docs do not cover',
    paths: { zh: ask('今天天气怎么样'), en: '/en' + ask('What is the weather like today?') },
    dock: '0',
    prepare: quotedAnswer,
  },
  {
    name: 'explain-code',
    label: '解释这段代码 on an example block: the prose of its own section',
    paths: { zh: '/kube-studio/use.html', en: '/en/gen-studio/api/' },
    dock: '1',
    prepare: async (page, { locale }) => {
      const block = page.locator('.vp-doc div[class*=language-]').filter({
        has: page.locator('pre', { hasText: locale === 'zh' ? 'kind: Deployment' : 'import os' }),
      })
      await block.first().hover()
      await block.first().locator('.AskCode').click()
      await page.locator('.ChatBubble.ai .QuotedAnswer').first().waitFor(shown)
    },
  },
  {
    name: 'docked',
    label: 'The docked assistant with an answer',
    paths: {
      zh: DOC.zh + '?ask=' + encodeURIComponent('如何创建开发机'),
      en: DOC.en + '?ask=' + encodeURIComponent('How do I create an instance?'),
    },
    widths: [DESKTOP],
    dock: '1',
    prepare: async (page) => {
      await page.getByRole('complementary').locator('.QuotedAnswer').first().waitFor(shown)
    },
  },
  {
    name: 'flyout',
    label: 'A top-nav flyout open (AI 算力); on a phone, in the nav screen',
    paths: { zh: '/fundamentals/', en: '/en/fundamentals/' },
    prepare: async (page, { width }) => {
      if (width === DESKTOP) {
        await page.locator('.VPNavBarMenu [data-flyout="compute"] .trigger').hover()
        return page.locator('#nav-flyout-compute').waitFor(shown)
      }
      await page.locator('.VPNavBarHamburger').click()
      const compute = page.locator('.VPNavScreen [data-flyout="compute"]')
      await compute.locator('.trigger').click()
      await compute.locator('.screen-panel').waitFor(shown)
    },
  },
  {
    name: 'nav-screen',
    label: 'The phone nav screen',
    paths: { zh: '/ai-studio/', en: '/en/ai-studio/' },
    widths: [PHONE],
    prepare: async (page) => {
      await page.locator('.VPNavBarHamburger').click()
      await page.locator('.VPNavScreen').waitFor(shown)
    },
  },
  {
    name: 'page-menu',
    label: 'The page menu open',
    paths: DOC,
    prepare: (page, { locale }) => openPageMenu(page, locale),
  },
  {
    name: 'ai-tools',
    label: 'The AI tools dialog',
    paths: DOC,
    prepare: async (page, { locale }) => {
      await openPageMenu(page, locale)
      await page.getByRole('menuitem', { name: pageMenuStringsFor(locale).aiTools }).click()
      await page.locator('.AiToolsDialog [data-tool="cli"] code').waitFor(shown)
    },
  },
]

/** Before any page script: the stored docking choice, and no leftovers (each shot has a fresh context). */
export function storageScript(scene: Scene): string {
  return scene.dock ? `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.assistantDock)}, '${scene.dock}')` : ''
}
