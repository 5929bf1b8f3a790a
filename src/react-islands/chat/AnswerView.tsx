import { useEffect, useRef, useState } from 'react'
import { endsUnfinished, renderAnswer } from './markdown'

/** Hold-back timings (spec §9): retry after 100 ms, render anyway after 1000 ms. */
export const RENDER_RETRY_MS = 100
export const RENDER_FORCE_MS = 1000

/**
 * An answer as sanitised HTML. While streaming, rendering waits while the text ends inside an
 * unfinished construct (retried every 100 ms, forced after 1000 ms) and runs at most once a frame.
 */
export function AnswerView({ text, streaming }: { text: string; streaming: boolean }) {
  const [html, setHtml] = useState(() => (text ? renderAnswer(text) : ''))
  const heldSince = useRef<number | null>(null)
  const rendered = useRef('')

  useEffect(() => {
    // A text that no longer extends the previous one (a rescue replaced it) starts over.
    if (!text.startsWith(rendered.current)) rendered.current = ''
    if (!streaming) {
      heldSince.current = null
      rendered.current = text
      setHtml(renderAnswer(text))
      return
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    let frame = 0
    const attempt = () => {
      const now = Date.now()
      if (endsUnfinished(text) && (heldSince.current === null || now - heldSince.current < RENDER_FORCE_MS)) {
        heldSince.current ??= now
        timer = setTimeout(attempt, RENDER_RETRY_MS)
        return
      }
      heldSince.current = null
      rendered.current = text
      setHtml(renderAnswer(text))
    }
    frame = requestAnimationFrame(attempt)
    return () => {
      cancelAnimationFrame(frame)
      if (timer) clearTimeout(timer)
    }
  }, [text, streaming])

  // Sanitised by renderAnswer (DOMPurify allow-list).
  return <div className="AnswerView" dangerouslySetInnerHTML={{ __html: html }} />
}
