import { seriousViolations } from './support/axe'
import { expect, test, type Page } from '@playwright/test'
import { recordAnalytics } from './support/analytics'

// The embedded build has no conversation model: the AI tab answers by quotation (BEHAVIOUR.md search §2.3).
// Below the docked assistant's 1280 px, so `?ask=` opens the dialog.
test.use({ viewport: { width: 1200, height: 860 } })

const dialog = (page: Page) => page.getByRole('dialog')
const ask = (page: Page, q: string) => page.goto('/?ask=' + encodeURIComponent(q))

test('a question is answered with quoted sentences, linked, under the quoted label', async ({ page }) => {
  await ask(page, '训练任务跑到一半显存不够了怎么办')
  const answer = dialog(page).locator('.ChatBubble.ai')
  await expect(answer.locator('.QuotedAnswer-badge')).toHaveText('摘自文档')
  await expect(answer).toContainText('并非 AI 生成的回答')
  const quotes = answer.locator('.QuotedAnswer-quote')
  expect(await quotes.count()).toBeGreaterThanOrEqual(1)
  expect(await quotes.count()).toBeLessThanOrEqual(3)
  // The first quote comes from the section on GPU memory, and holds the question's words marked.
  const first = quotes.first()
  await expect(first.locator('figcaption a')).toHaveAttribute(
    'href',
    /\/support\/faq\.html#报错-cuda-out-of-memory-怎么办$/,
  )
  await expect(first.locator('figcaption a')).toHaveText('常见问题 › 报错 CUDA out of memory 怎么办？')
  // Sentences, not whole sections.
  for (const text of await quotes.locator('blockquote').allTextContents()) expect(text.length).toBeLessThan(200)
  await expect(answer).toContainText('梯度检查点')
  // The related-documents list gives way to the quotes' own links.
  await expect(answer.locator('.ChatSources')).toHaveCount(0)
})

test('copy copies the quotes with their links', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await ask(page, '训练任务跑到一半显存不够了怎么办')
  const answer = dialog(page).locator('.ChatBubble.ai')
  await answer.getByRole('button', { name: '复制回答' }).click()
  await expect(answer.getByRole('button', { name: '已复制' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(/^摘自文档（非 AI 生成）：/)
  // 怎么办 asks for what to do: the remedies the FAQ lists are quoted.
  expect(copied).toContain('梯度检查点')
  expect(copied).toMatch(/^> /m)
  expect(copied).toContain(new URL('/support/faq.html#报错-cuda-out-of-memory-怎么办', page.url()).href)
})

test('an off-topic question is told that nothing covers it, with the way to the keyword results', async ({ page }) => {
  await ask(page, '今天天气怎么样')
  const answer = dialog(page).locator('.ChatBubble.ai')
  await expect(answer).toContainText('文档中没有能回答这个问题的段落')
  await expect(answer.locator('.QuotedAnswer-quote')).toHaveCount(0)
  await answer.getByRole('button', { name: '查看关键词搜索结果' }).click()
  await expect(dialog(page).getByRole('tab', { name: '文档搜索' })).toHaveAttribute('aria-selected', 'true')
  await expect(dialog(page).getByRole('combobox')).toHaveValue('今天天气怎么样')
})

test('an off-topic English question lists no related documents; one about a product the docs lack does', async ({
  page,
}) => {
  // The AICoder quota resets at 00:00 Beijing time: that shares a word, not the topic.
  await page.goto('/en/?ask=' + encodeURIComponent("What's the weather in Beijing tomorrow?"))
  const answer = dialog(page).locator('.ChatBubble.ai')
  await expect(answer).toContainText('No passage of the docs covers this question')
  await expect(answer.locator('.ChatSources')).toHaveCount(0)
  await page.goto('/?ask=' + encodeURIComponent('训练任务能用 TPU 吗'))
  await expect(dialog(page).locator('.ChatBubble.ai')).toContainText('文档中没有能回答这个问题的段落')
  await expect(dialog(page).locator('.ChatSources li').first()).toContainText('训练任务')
})

test('a question naming a word the docs never write is told nothing covers it, the lexicon read once', async ({
  page,
}) => {
  // 银联 is a word (the index's lexicon says so) no page writes; its characters are each in the docs,
  // and the FAQ on topping up shares 支付 with the question.
  const lexicon: string[] = []
  page.on('request', (r) => {
    if (/\/assets\/search\/zh\/[^/]+\/l\/\d+\.json$/.test(r.url())) lexicon.push(r.url())
  })
  await ask(page, '平台支持银联支付吗')
  const answer = dialog(page).locator('.ChatBubble.ai')
  await expect(answer).toContainText('文档中没有能回答这个问题的段落')
  await expect(answer.locator('.QuotedAnswer-quote')).toHaveCount(0)
  expect(lexicon).toHaveLength(1)
})

test('the keyword tab offers to ask the AI when its results are few, and hands the query over', async ({ page }) => {
  await page.goto('/')
  await page.locator('.SearchControl .search-button').click()
  const box = dialog(page).getByRole('combobox')
  await box.fill('开发机')
  await expect(dialog(page).locator('.SearchHit').first()).toBeVisible()
  await expect(dialog(page).locator('.AskAiRow')).toHaveCount(0)
  // No result at all: the row is there too.
  await box.fill('qwerty')
  await expect(dialog(page).getByText('没有找到相关结果')).toBeVisible()
  await expect(dialog(page).getByRole('button', { name: '问 AI：「qwerty」' })).toBeVisible()
  // One result: the reader's words found little.
  await box.fill('kubeflow')
  await expect(dialog(page).locator('.SearchHit')).toHaveCount(1)
  const row = dialog(page).getByRole('button', { name: '问 AI：「kubeflow」' })
  await expect(row).toBeVisible()
  await row.click()
  await expect(dialog(page).getByRole('tab', { name: /AI 问答/ })).toHaveAttribute('aria-selected', 'true')
  await expect(dialog(page).locator('.ChatBubble.user')).toHaveText('kubeflow')
  await expect(dialog(page).locator('.ChatBubble.ai[data-state="complete"]')).toBeVisible()
})

test('thumbs down offers six reasons and a note, and sends one event with them', async ({ page }) => {
  await ask(page, '训练任务跑到一半显存不够了怎么办')
  const analytics = await recordAnalytics(page)
  const answer = dialog(page).locator('.ChatBubble.ai')
  await answer.getByRole('button', { name: '没有帮助' }).click()
  const form = answer.getByRole('group', { name: '这个回答哪里不好？' })
  await expect(form.getByRole('radio')).toHaveCount(6)
  await expect(form.getByRole('radio').first()).toBeFocused()
  const send = answer.getByRole('button', { name: '提交反馈' })
  await expect(send).toBeDisabled()
  // Keyboard: arrows move between the reasons.
  await page.keyboard.press('ArrowDown')
  const chosen = answer.getByRole('radio', { name: '没有回答我问的问题' })
  await expect(chosen).toBeChecked()
  // The reason and the note show where the keyboard is.
  const ring = (el: Element) => getComputedStyle(el).outlineStyle
  expect(await chosen.evaluate(ring)).not.toBe('none')
  const note = answer.getByRole('textbox', { name: '补充说明（可选）' })
  await page.keyboard.press('Tab')
  await expect(note).toBeFocused()
  expect(await note.evaluate(ring)).not.toBe('none')
  await note.fill('x'.repeat(1005))
  await expect(note).toHaveValue('x'.repeat(1000))
  await expect(answer.locator('.AnswerFeedback-count')).toHaveText('1000 / 1000 字')
  await note.fill('想知道 ZeRO-3 怎么配')
  await send.click()
  await expect(answer.getByRole('status')).toHaveText('感谢反馈，我们会据此改进文档。')
  await expect(answer.getByRole('button', { name: '没有帮助' })).toHaveAttribute('aria-pressed', 'true')
  const sent = (await analytics()).filter((e) => e[0] === 'AIAnswerFeedback')
  expect(sent).toHaveLength(1)
  expect(sent[0]?.[1]).toMatchObject({
    value: 'down',
    reason: 'not_asked',
    note: '想知道 ZeRO-3 怎么配',
    question: '训练任务跑到一半显存不够了怎么办',
    mode: 'quick',
    answer: 'quoted',
  })
  expect(sent[0]?.[1].answerLength).toBeGreaterThan(20)
  expect(sent[0]?.[1].sources).toContain('/support/faq.html#报错-cuda-out-of-memory-怎么办')
  // The vote can change: thumbs up replaces it (one more event, the last one stands).
  await answer.getByRole('button', { name: '有帮助', exact: true }).click()
  await expect(answer.getByRole('button', { name: '没有帮助' })).toHaveAttribute('aria-pressed', 'false')
  expect((await analytics()).filter((e) => e[0] === 'AIAnswerFeedback').map((e) => e[1].value)).toEqual(['down', 'up'])
})

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing serious with a quoted answer and the feedback form open (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await page.addInitScript((s) => localStorage.setItem('vitepress-theme-appearance', s), scheme)
    await ask(page, '训练任务跑到一半显存不够了怎么办')
    const answer = dialog(page).locator('.ChatBubble.ai')
    await expect(answer.locator('.QuotedAnswer-quote').first()).toBeVisible()
    await answer.getByRole('button', { name: '没有帮助' }).click()
    await expect(answer.getByRole('radio')).toHaveCount(6)
    expect(await seriousViolations(page, ['[role="dialog"]'])).toEqual([])
  })
}

for (const width of [390, 1200]) {
  test(`at ${width} px a quote's marks cover whole English words and move no text`, async ({ page }) => {
    await page.setViewportSize({ width, height: 860 })
    await page.goto('/en/?ask=' + encodeURIComponent('How do I stop an instance?'))
    const quotes = dialog(page).locator('.ChatBubble.ai .QuotedAnswer-quote blockquote')
    await expect(quotes.first()).toBeVisible()
    await expect(quotes.locator('mark').first()).toBeVisible()
    const found = await quotes.evaluateAll((blocks) => {
      const wordChar = /[A-Za-z0-9]/
      const cut: string[] = []
      const moved: string[] = []
      /** Each character's place on the screen, in reading order. */
      const places = (el: Element) => {
        const out: { char: string; left: number; top: number }[] = []
        const range = document.createRange()
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
        for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null)
          for (let i = 0; i < n.data.length; i++) {
            range.setStart(n, i)
            range.setEnd(n, i + 1)
            const r = range.getClientRects()[0]
            // A space where a line breaks has no settled place (the line's end or the next one's start).
            if (r && n.data.charAt(i).trim()) out.push({ char: n.data.charAt(i), left: r.left, top: r.top })
          }
        return out
      }
      for (const block of blocks) {
        for (const mark of block.querySelectorAll('mark')) {
          const before = mark.previousSibling?.textContent?.slice(-1) ?? ''
          const after = mark.nextSibling?.textContent?.[0] ?? ''
          if (wordChar.test(before) || wordChar.test(after)) cut.push(`${before}[${mark.textContent}]${after}`)
        }
        // The same passage without its marks, below it: every character where it was (the lines broken
        // alike). A glyph may move by a fraction of a pixel where a mark splits the text's shaping.
        const plain = block.cloneNode(true) as Element
        for (const mark of plain.querySelectorAll('mark')) mark.replaceWith(mark.textContent ?? '')
        plain.normalize()
        block.after(plain)
        const below = plain.getBoundingClientRect().top - block.getBoundingClientRect().top
        const unmarked = places(plain)
        places(block).forEach((p, i) => {
          const q = unmarked[i]
          if (!q || q.char !== p.char || Math.abs(q.left - p.left) > 0.5 || Math.abs(q.top - below - p.top) > 0.5)
            moved.push(`${p.char}@${p.left},${p.top} / ${q?.left},${(q?.top ?? 0) - below}`)
        })
        plain.remove()
      }
      return { cut, moved }
    })
    expect(found.moved.slice(0, 5)).toEqual([])
    expect(found.cut).toEqual([])
  })
}
