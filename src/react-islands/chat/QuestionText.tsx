import { FENCE } from '../../search-core/question'

/**
 * A question as the reader's bubble shows it: a code block asked about (解释这段代码) as code, not as
 * its Markdown fences; the words around it as they were written.
 */
export function QuestionText({ text }: { text: string }) {
  const m = FENCE.exec(text)
  if (!m) return <>{text}</>
  const before = text.slice(0, m.index).trim()
  const after = text.slice(m.index + m[0].length).trim()
  return (
    <>
      {before && <span className="ChatBubble-text">{before}</span>}
      <pre className="ChatBubble-code" data-lang={m[1] || undefined}>
        <code>{m[2]}</code>
      </pre>
      {after && <span className="ChatBubble-text">{after}</span>}
    </>
  )
}
