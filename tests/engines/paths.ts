// The reader paths run in every engine, with the assertions of the Chromium specs they come from
// (named on each). They need the built site (`npm run build`), served as the e2e tests serve it.
// Assertions are polled (Reader.expect) as Playwright's web-first assertions are: the page may still be
// rendering when a path looks.
import { STORAGE_KEYS } from '../../src/contracts'
import type { Reader } from './reader'

export interface ReaderPath {
  name: string
  /** Viewport of the Chromium spec the path comes from. */
  viewport: [number, number]
  run(reader: Reader): Promise<void>
}

const DIALOG = '[role="dialog"]'
const COMBOBOX = '[role="dialog"] [role="combobox"]'
/** Opening and closing search are throttled (100 ms): a person cannot close faster, and tests do not either. */
const THROTTLE_MS = 100
const throttle = () => new Promise((r) => setTimeout(r, THROTTLE_MS + 20))

const focused = (css: string) => document.activeElement === document.querySelector(css)
const shown = (css: string) => {
  const el = document.querySelector(css)
  return !!el && el.getClientRects().length > 0
}
const gone = (css: string) => {
  const el = document.querySelector(css)
  return !el || el.getClientRects().length === 0
}
const activeIs = (id: string) =>
  document.querySelector('[role="dialog"] [role="combobox"]')?.getAttribute('aria-activedescendant') === id
const textOf = (css: string) => document.querySelector(css)?.textContent?.trim() ?? null
/** A judge: '' when the text read is `expected`, else what it is. */
const says = (expected: string) => (actual: string | null) => (actual === expected ? '' : `it says ${actual}`)
/** A judge of a page function that names what is wrong itself. */
const named = (problem: string) => problem

// search.spec.ts "opens on the keyword tab …" and "finds a Chinese word mid-paragraph …"
const searchByButton: ReaderPath = {
  name: 'search opened by its button finds a Chinese word, with breadcrumbs, marks and the count',
  viewport: [1280, 860],
  async run(r) {
    await r.open('/')
    await r.click({ css: '.SearchControl .search-button' })
    await r.until('the search box focused', focused, COMBOBOX)
    await throttle()
    await r.expect('a modal on the keyword tab, its placeholder, the empty state', named, () => {
      const dialog = document.querySelector('[role="dialog"]')
      const tab = Array.from(dialog?.querySelectorAll('[role="tab"]') ?? []).find((t) =>
        t.textContent?.includes('文档搜索'),
      )
      const placeholder = dialog?.querySelector('[role="combobox"]')?.getAttribute('placeholder')
      if (dialog?.getAttribute('aria-modal') !== 'true') return 'the dialog is not aria-modal'
      if (placeholder !== '搜索文档...') return `placeholder ${placeholder}`
      if (tab?.getAttribute('aria-selected') !== 'true') return '文档搜索 is not the selected tab'
      return dialog.textContent?.includes('输入关键词开始搜索文档') ? '' : 'no empty state'
    })
    await r.type('开发机')
    // Keys arrive one by one: wait for the whole word's results (their first marks it), not 开发's.
    await r.expect('the first result marking 开发机, with breadcrumbs; the count of 10 of more', named, () => {
      const first = document.querySelector('[role="dialog"] .SearchHit')
      const marks = Array.from(first?.querySelectorAll('.SearchHit-snippet mark') ?? [], (m) => m.textContent)
      const count = document.querySelector('.KeywordPanel-count span')?.textContent ?? ''
      if (!marks.includes('开发机')) return `first result marks ${JSON.stringify(marks)}`
      if (!first?.querySelector('.SearchHit-crumbs')?.textContent?.includes('›')) return 'no breadcrumbs'
      return /^显示 10 \/ \d+ 个结果$/.test(count) ? '' : `count ${JSON.stringify(count)}`
    })
  },
}

// search.spec.ts "Ctrl+K opens from anywhere …" and "arrow keys move through results, Enter opens …"
const searchByKeyboard: ReaderPath = {
  name: 'Ctrl+K opens search; arrow keys and Enter open a result, its term marked on the page',
  viewport: [1280, 860],
  async run(r) {
    await r.open('/ai-studio/')
    await r.press('Control+k')
    await r.until('the search box focused', focused, COMBOBOX)
    await throttle()
    await r.press('Escape')
    await r.until('the dialog closed', gone, DIALOG)
    await throttle()
    await r.press('/')
    await r.until('the search box focused by /', focused, COMBOBOX)
    await r.type('检查点')
    // Keys arrive one by one: 检查's results come first and are replaced. Wait for the whole word's,
    // whose first result marks it, with that result active.
    const ids = await r.until('检查点 marked in the first of several results, which is active', () => {
      const hits = Array.from(document.querySelectorAll('[role="dialog"] .SearchHit'))
      const marks = Array.from(hits[0]?.querySelectorAll('mark') ?? [], (m) => m.textContent)
      const active = document.querySelector('[role="dialog"] [role="combobox"]')?.getAttribute('aria-activedescendant')
      return hits.length > 1 && marks.includes('检查点') && active === hits[0]!.id ? hits.map((h) => h.id) : null
    })
    await r.press('ArrowDown')
    await r.until('the second result active', activeIs, ids[1]!)
    await r.expect(
      'the second result aria-selected',
      says('true'),
      (id: string) => document.getElementById(id)?.getAttribute('aria-selected') ?? null,
      ids[1]!,
    )
    await r.press('ArrowUp')
    await r.until('the first result active again', activeIs, ids[0]!)
    const href = await r.engine.evaluate((id: string) => document.getElementById(id)?.getAttribute('href'), ids[0]!)
    await r.press('Enter')
    await r.until('the dialog closed', gone, DIALOG)
    const path = href!.replace(/[?#].*$/, '')
    await r.until(`the page ${path}`, (p: string) => decodeURI(location.pathname) === p, decodeURI(path))
    await r.until('the term marked on the page', shown, '.vp-doc mark.search-term')
  },
}

interface Quote {
  text: string
  marks: (string | null)[]
  href: string
  caption: string
}
interface Answer {
  quotes: Quote[]
  text: string
  badge: string | null
  sources: boolean
}

/** The last complete answer in `bubble`s, or null while there is none. */
const answerIn = (bubble: string): Answer | null => {
  const answer = Array.from(document.querySelectorAll(`${bubble}[data-state="complete"]`)).pop()
  if (!answer) return null
  return {
    quotes: Array.from(answer.querySelectorAll('.QuotedAnswer-quote'), (q) => ({
      text: q.querySelector('blockquote')?.textContent ?? '',
      marks: Array.from(q.querySelectorAll('blockquote mark'), (m) => m.textContent),
      href: q.querySelector('figcaption a')?.getAttribute('href') ?? '',
      caption: q.querySelector('figcaption a')?.textContent ?? '',
    })),
    text: answer.textContent ?? '',
    badge: answer.querySelector('.QuotedAnswer-badge')?.textContent ?? null,
    sources: !!answer.querySelector('.ChatSources'),
  }
}

// quotes.spec.ts "a question is answered with quoted sentences, linked, under the quoted label"
const quotedAnswer: ReaderPath = {
  name: 'the AI tab answers ?ask= with quoted sentences from the FAQ, linked',
  viewport: [1200, 860],
  async run(r) {
    await r.open('/?ask=' + encodeURIComponent('训练任务跑到一半显存不够了怎么办'))
    const judge = (a: Answer | null) => {
      if (!a) return 'no complete answer'
      const [first] = a.quotes
      if (a.badge !== '摘自文档') return `badge ${a.badge}`
      if (!a.text.includes('并非 AI 生成的回答')) return 'no "not AI-generated" note'
      if (!a.text.includes('梯度检查点')) return 'the remedies are not quoted'
      if (!first || a.quotes.length > 3) return `${a.quotes.length} quotes`
      if (!/\/support\/faq\.html#报错-cuda-out-of-memory-怎么办$/.test(first.href)) return `first links ${first.href}`
      if (first.caption !== '常见问题 › 报错 CUDA out of memory 怎么办？') return `first caption ${first.caption}`
      if (a.quotes.some((q) => q.text.length >= 200)) return 'a quote of 200 characters or more'
      return a.sources ? 'the related-documents list is shown' : ''
    }
    await r.expect(
      'one to three quoted sentences, the first from the GPU-memory FAQ',
      judge,
      answerIn,
      `${DIALOG} .ChatBubble.ai`,
    )
  },
}

// answers.spec.ts "可以退款吗 quotes the expense page’s refund sentence …" (docked at 1280 px)
const refundAnswer: ReaderPath = {
  name: '可以退款吗 quotes the expense page’s refund sentence, its word marked',
  viewport: [1280, 860],
  async run(r) {
    await r.open('/?ask=' + encodeURIComponent('可以退款吗'))
    const judge = (a: Answer | null) => {
      const first = a?.quotes[0]
      if (!a || !first) return 'no quote'
      if (!first.text.includes('现金余额可以申请退款')) return `first quote: ${first.text}`
      if (first.marks[0] !== '退款') return `first mark: ${first.marks[0]}`
      if (!first.href.startsWith('/fundamentals/expense/')) return `first links ${first.href}`
      return a.text.includes('Docker in Docker') ? 'an unrelated passage is quoted' : ''
    }
    await r.expect(
      'the refund sentence first, 退款 marked, linked to the expense page',
      judge,
      answerIn,
      '.ChatBubble.ai',
    )
  },
}

// ask-anywhere.spec.ts "selecting text shows 问问 AI beside it, not over it; it asks the assistant …"
const askSelection: ReaderPath = {
  name: 'a selected paragraph gets 问问 AI beside it, which asks the docked assistant about it',
  viewport: [1280, 800],
  async run(r) {
    await r.open('/ai-studio/job/create.html')
    await r.click({ css: '.vp-doc p' }, 3)
    await r.until('问问 AI shown', shown, '.AskSelection')
    // Beside the whole selection once it has settled (a triple click selects a word first).
    await r.expect('问问 AI, named for the selection, beside it and over none of it', named, () => {
      const button = document.querySelector('.AskSelection')
      const box = button?.getBoundingClientRect()
      const rects = Array.from(getSelection()?.getRangeAt(0).getClientRects() ?? []).filter((x) => x.width > 0)
      if (button?.textContent?.trim() !== '问问 AI') return `the button says ${button?.textContent}`
      if (button.getAttribute('aria-label') !== '就选中的文字问问 AI') return 'the button is named otherwise'
      if (!box || rects.length === 0) return 'no selection'
      const over = rects.some(
        (x) => box.x < x.x + x.width && x.x < box.x + box.width && box.y < x.y + x.height && x.y < box.y + box.height,
      )
      return over ? 'the button covers the selection' : ''
    })
    await r.click({ css: '.AskSelection' })
    await r.until('the button hidden', gone, '.AskSelection')
    await r.until('the dock shown', shown, '.AssistantDock')
    await r.expect('the page scope and the quoted question', named, () => {
      const scope = document.querySelector('.AssistantDock .ChatScope')?.textContent ?? ''
      const question = Array.from(document.querySelectorAll('.AssistantDock .ChatBubble.user')).pop()?.textContent ?? ''
      if (!/仅限本页：创建训练任务/.test(scope)) return `scope: ${scope}`
      const asked =
        question.includes('请解释文档中的这段话：「训练任务有两种创建方式：在控制台逐项填写表单') &&
        question.includes('直接转成文件。」')
      return asked ? '' : `asked: ${question}`
    })
  },
}

// page-menu.spec.ts "the menu copies too, and 查看 Markdown opens …" and "复制为 Markdown puts …"
const pageMenu: ReaderPath = {
  name: 'the page menu lists its four actions, and 复制为 Markdown says 已复制',
  viewport: [1280, 800],
  async run(r) {
    await r.open('/fundamentals/')
    const toggle = '.PageMenu [aria-label="更多页面操作"]'
    const expanded = (css: string) => document.querySelector(css)?.getAttribute('aria-expanded') ?? null
    await r.expect('the menu closed', says('false'), expanded, toggle)
    await r.click({ css: toggle })
    await r.expect('the menu open', says('true'), expanded, toggle)
    const items = () =>
      Array.from(
        document.querySelectorAll('[role="menu"][aria-label="页面操作"] [role="menuitem"]'),
        (i) => i.textContent ?? '',
      )
    const expected = [/问问 AI/, /复制为 Markdown/, /查看 Markdown/, /在 AI 工具中使用本文档/]
    await r.expect(
      'the four actions in order',
      (found: string[]) =>
        found.length === expected.length && expected.every((e, i) => e.test(found[i]!)) ? '' : found.join(' | '),
      items,
    )
    await r.press('Escape')
    await r.open('/ai-studio/job/create.html')
    await r.expect('复制为 Markdown on the button', says('复制为 Markdown'), textOf, '.PageMenu .copy')
    await r.click({ css: '.PageMenu .copy' })
    await r.expect('已复制 on the button', says('已复制'), textOf, '.PageMenu .copy')
    await r.expect('已复制 announced', says('已复制'), textOf, '.PageMenu [role="status"]')
  },
}

// assistant-dock.spec.ts "beside the dock at 1280 px every control of the top bar stays in view"
const dockAt1280: ReaderPath = {
  name: 'the assistant docked at 1280 px leaves every top-bar control in view and answers',
  viewport: [1280, 800],
  async run(r) {
    await r.open('/ai-studio/job/create.html')
    await r.engine.evaluate((key: string) => localStorage.setItem(key, '1'), STORAGE_KEYS.assistantDock)
    await r.press('Control+i')
    await r.until('the dock shown', shown, '.AssistantDock')
    await r.expect('more than five top-bar controls, all left of the dock', named, () => {
      const dockLeft = document.querySelector('.AssistantDock')!.getBoundingClientRect().left
      const controls = Array.from(document.querySelectorAll('.VPNavBar a, .VPNavBar button')).filter(
        (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
      )
      if (controls.length <= 5) return `${controls.length} controls`
      const under = controls.filter((el) => el.getBoundingClientRect().right > dockLeft)
      return under.map((el) => `${el.textContent?.trim()} ends at ${el.getBoundingClientRect().right}`).join(', ')
    })
    await r.until('the question box focused', () => document.activeElement?.getAttribute('aria-label') === '向 AI 提问')
    await r.type('如何创建开发机')
    await r.press('Enter')
    await r.until('a quoted answer in the dock', shown, '.AssistantDock .ChatBubble.ai .QuotedAnswer')
  },
}

export const JS_PATHS: ReaderPath[] = [
  searchByButton,
  searchByKeyboard,
  quotedAnswer,
  refundAnswer,
  askSelection,
  pageMenu,
  dockAt1280,
]

// redirects.spec.ts "legacy URLs, without JavaScript"; the sidebar is plain links
export const NO_JS_PATHS: ReaderPath[] = [
  {
    name: 'without JavaScript a sidebar link navigates and a legacy URL lands on its page',
    viewport: [1280, 800],
    async run(r) {
      await r.open('/ai-studio/job/create.html')
      await r.until('the heading', shown, '.vp-doc h1')
      // The page's own scripts did not run: VitePress's metadata script defines this first thing.
      await r.expect(
        'JavaScript off',
        (ran: boolean) => (ran ? 'the page ran its scripts' : ''),
        () => '__VP_HASH_MAP__' in window,
      )
      await r.click({ css: '.VPSidebar a[href="/ai-studio/dev-instance/create.html"]' })
      await r.until(
        'the linked page',
        () => location.pathname === '/ai-studio/dev-instance/create.html' && !!document.querySelector('.vp-doc h1'),
      )
      await r.open('/ai-studio/tenant/')
      await r.until(
        'the moved page',
        () => location.pathname === '/fundamentals/tenant/' && !!document.querySelector('h1'),
      )
    },
  },
]
