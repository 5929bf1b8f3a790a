// The reader paths run in every engine, with the assertions of the Chromium specs they come from
// (named on each). They need the built site (`npm run build`), served as the e2e tests serve it.
import { STORAGE_KEYS } from '../../src/contracts'
import { check, type Reader } from './reader'

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
const text = (css: string) => document.querySelector(css)?.textContent ?? null

// search.spec.ts "opens on the keyword tab …" and "finds a Chinese word mid-paragraph …"
const searchByButton: ReaderPath = {
  name: 'search opened by its button finds a Chinese word, with breadcrumbs, marks and the count',
  viewport: [1280, 860],
  async run(r) {
    await r.open('/')
    await r.click({ css: '.SearchControl .search-button' })
    await r.until('the search box focused', focused, COMBOBOX)
    await throttle()
    const state = await r.engine.evaluate(() => ({
      modal: document.querySelector('[role="dialog"]')?.getAttribute('aria-modal'),
      placeholder: document.querySelector('[role="dialog"] [role="combobox"]')?.getAttribute('placeholder'),
      tab: Array.from(document.querySelectorAll('[role="dialog"] [role="tab"]'))
        .find((t) => t.textContent?.includes('文档搜索'))
        ?.getAttribute('aria-selected'),
      empty: document.querySelector('[role="dialog"]')?.textContent?.includes('输入关键词开始搜索文档'),
    }))
    check(state.modal === 'true', `aria-modal is ${state.modal}`)
    check(state.placeholder === '搜索文档...', `placeholder is ${state.placeholder}`)
    check(state.tab === 'true', '文档搜索 is not the selected tab')
    check(state.empty, 'the empty state is not shown')
    await r.type('开发机')
    // Keys arrive one by one: wait for the whole word's results (their first marks it), not 开发's.
    await r.until('开发机 marked in the first result', () =>
      Array.from(
        document.querySelector('[role="dialog"] .SearchHit')?.querySelectorAll('mark') ?? [],
        (m) => m.textContent,
      ).includes('开发机'),
    )
    await r.until('the count of 10 of more', () =>
      /^显示 10 \/ \d+ 个结果$/.test(document.querySelector('.KeywordPanel-count span')?.textContent ?? ''),
    )
    check((await r.engine.evaluate(text, `${DIALOG} .SearchHit .SearchHit-crumbs`))?.includes('›'), 'no breadcrumbs')
    check(await r.engine.evaluate(shown, `${DIALOG} .SearchHit-snippet mark`), 'no marked word in a snippet')
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
      return hits.length > 1 && marks.includes('检查点') && active === hits[0]!.id && hits.map((h) => h.id)
    })
    await r.press('ArrowDown')
    await r.until('the second result active', activeIs, ids[1]!)
    check(
      (await r.engine.evaluate((id: string) => document.getElementById(id)?.getAttribute('aria-selected'), ids[1]!)) ===
        'true',
      'the second result is not aria-selected',
    )
    await r.press('ArrowUp')
    await r.until('the first result active again', activeIs, ids[0]!)
    const href = await r.engine.evaluate((id: string) => document.getElementById(id)?.getAttribute('href'), ids[0]!)
    await r.press('Enter')
    await r.until('the dialog closed', gone, DIALOG)
    const path = href!.replace(/#.*$/, '')
    await r.until(`the page ${path}`, (p: string) => decodeURI(location.pathname) === p, decodeURI(path))
    await r.until('the term marked on the page', shown, '.vp-doc mark.search-term')
  },
}

const quotes = () =>
  Array.from(document.querySelectorAll('.ChatBubble.ai[data-state="complete"] .QuotedAnswer-quote'), (q) => ({
    text: q.querySelector('blockquote')?.textContent ?? '',
    marks: Array.from(q.querySelectorAll('blockquote mark'), (m) => m.textContent),
    href: q.querySelector('figcaption a')?.getAttribute('href') ?? '',
    caption: q.querySelector('figcaption a')?.textContent ?? '',
  }))

// quotes.spec.ts "a question is answered with quoted sentences, linked, under the quoted label"
const quotedAnswer: ReaderPath = {
  name: 'the AI tab answers ?ask= with quoted sentences from the FAQ, linked',
  viewport: [1200, 860],
  async run(r) {
    await r.open('/?ask=' + encodeURIComponent('训练任务跑到一半显存不够了怎么办'))
    await r.until('a quoted answer', shown, `${DIALOG} .ChatBubble.ai[data-state="complete"] .QuotedAnswer-quote`)
    const answer = `${DIALOG} .ChatBubble.ai`
    check((await r.engine.evaluate(text, `${answer} .QuotedAnswer-badge`)) === '摘自文档', 'no 摘自文档 badge')
    const all = (await r.engine.evaluate(text, answer)) ?? ''
    check(all.includes('并非 AI 生成的回答'), 'no "not AI-generated" note')
    check(all.includes('梯度检查点'), 'the remedies are not quoted')
    const found = await r.engine.evaluate(quotes)
    check(found.length >= 1 && found.length <= 3, `${found.length} quotes`)
    check(
      /\/support\/faq\.html#报错-cuda-out-of-memory-怎么办$/.test(found[0]!.href),
      `first quote links ${found[0]!.href}`,
    )
    check(found[0]!.caption === '常见问题 › 报错 CUDA out of memory 怎么办？', `first caption ${found[0]!.caption}`)
    for (const q of found) check(q.text.length < 200, `a quote of ${q.text.length} characters`)
    check(!(await r.engine.evaluate(shown, `${answer} .ChatSources`)), 'the related-documents list is shown')
  },
}

// answers.spec.ts "可以退款吗 quotes the expense page’s refund sentence …" (docked at 1280 px)
const refundAnswer: ReaderPath = {
  name: '可以退款吗 quotes the expense page’s refund sentence, its word marked',
  viewport: [1280, 860],
  async run(r) {
    await r.open('/?ask=' + encodeURIComponent('可以退款吗'))
    await r.until('a quoted answer', shown, '.ChatBubble.ai[data-state="complete"] .QuotedAnswer-quote')
    const [first] = await r.engine.evaluate(quotes)
    check(first!.text.includes('现金余额可以申请退款'), `first quote: ${first!.text}`)
    check(first!.marks[0] === '退款', `first mark: ${first!.marks[0]}`)
    check(first!.href.startsWith('/fundamentals/expense/'), `first quote links ${first!.href}`)
    check(
      !(await r.engine.evaluate(text, '.ChatBubble.ai[data-state="complete"]'))?.includes('Docker in Docker'),
      'an unrelated passage is quoted',
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
    const button = await r.engine.evaluate(() => {
      const b = document.querySelector('.AskSelection')
      return { text: b?.textContent?.trim(), label: b?.getAttribute('aria-label') }
    })
    check(button.text === '问问 AI', `the button says ${button.text}`)
    check(button.label === '就选中的文字问问 AI', `the button is named ${button.label}`)
    await r.until('the button beside the whole selection, over none of it', () => {
      const box = document.querySelector('.AskSelection')?.getBoundingClientRect()
      const rects = Array.from(getSelection()?.getRangeAt(0).getClientRects() ?? []).filter((x) => x.width > 0)
      return (
        !!box &&
        rects.length > 0 &&
        rects.every(
          (x) =>
            !(box.x < x.x + x.width && x.x < box.x + box.width && box.y < x.y + x.height && x.y < box.y + box.height),
        )
      )
    })
    await r.click({ css: '.AskSelection' })
    await r.until('the button hidden', gone, '.AskSelection')
    await r.until('the dock shown', shown, '.AssistantDock')
    await r.until('the page scope', () =>
      /仅限本页：创建训练任务/.test(document.querySelector('.AssistantDock .ChatScope')?.textContent ?? ''),
    )
    const question = await r.engine.evaluate(
      () => Array.from(document.querySelectorAll('.AssistantDock .ChatBubble.user')).pop()?.textContent ?? '',
    )
    check(
      question.includes('请解释文档中的这段话：「训练任务有两种创建方式：在控制台逐项填写表单'),
      `asked: ${question}`,
    )
    check(question.includes('直接转成文件。」'), `asked: ${question}`)
  },
}

// page-menu.spec.ts "the menu copies too, and 查看 Markdown opens …" and "复制为 Markdown puts …"
const pageMenu: ReaderPath = {
  name: 'the page menu lists its four actions, and 复制为 Markdown says 已复制',
  viewport: [1280, 800],
  async run(r) {
    await r.open('/fundamentals/')
    const toggle = '.PageMenu [aria-label="更多页面操作"]'
    await r.until(
      'the menu closed',
      (css: string) => document.querySelector(css)?.getAttribute('aria-expanded') === 'false',
      toggle,
    )
    await r.click({ css: toggle })
    await r.until(
      'the menu open',
      (css: string) => document.querySelector(css)?.getAttribute('aria-expanded') === 'true',
      toggle,
    )
    const items = await r.engine.evaluate(() =>
      Array.from(
        document.querySelectorAll('[role="menu"][aria-label="页面操作"] [role="menuitem"]'),
        (i) => i.textContent ?? '',
      ),
    )
    const expected = [/问问 AI/, /复制为 Markdown/, /查看 Markdown/, /在 AI 工具中使用本文档/]
    check(items.length === 4 && expected.every((e, i) => e.test(items[i]!)), `menu items: ${items.join(' | ')}`)
    await r.press('Escape')
    await r.open('/ai-studio/job/create.html')
    await r.until(
      'the copy button',
      (css: string) => document.querySelector(css)?.textContent === '复制为 Markdown',
      '.PageMenu .copy',
    )
    await r.click({ css: '.PageMenu .copy' })
    await r.until(
      '已复制 on the button',
      (css: string) => document.querySelector(css)?.textContent === '已复制',
      '.PageMenu .copy',
    )
    check((await r.engine.evaluate(text, '.PageMenu [role="status"]')) === '已复制', 'the status does not say 已复制')
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
    await r.until('the dock shown', shown, 'aside.AssistantDock, .AssistantDock[role="complementary"]')
    const layout = await r.engine.evaluate(() => {
      const dockLeft = document.querySelector('.AssistantDock')!.getBoundingClientRect().left
      const controls = Array.from(document.querySelectorAll('.VPNavBar a, .VPNavBar button'))
        .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
        .map((el) => ({ name: el.textContent?.trim(), right: el.getBoundingClientRect().right }))
      return { dockLeft, controls }
    })
    check(layout.controls.length > 5, `${layout.controls.length} top-bar controls`)
    for (const c of layout.controls)
      check(c.right <= layout.dockLeft, `${c.name} ends at ${c.right}, under the dock at ${layout.dockLeft}`)
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
      // The page's own scripts did not run: VitePress's inline script defines this first thing.
      check(await r.engine.evaluate(() => !('__VP_HASH_MAP__' in window)), 'the page ran its scripts: JavaScript is on')
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
