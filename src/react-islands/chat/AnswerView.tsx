import { memo, useEffect, useMemo, useRef, useState } from 'react'
import { endsUnfinished, renderAnswer, splitBlocks } from './markdown'

/** Hold-back timings (BEHAVIOUR.md search §9): retry after 100 ms, render anyway after 1000 ms. */
const RENDER_RETRY_MS = 100
const RENDER_FORCE_MS = 1000

/** One top-level block of a streaming answer; parsed again only when its own text changes. */
const AnswerBlock = memo(function AnswerBlock({ source }: { source: string }) {
  // Sanitised by renderAnswer (DOMPurify allow-list).
  return <div className="AnswerBlock" dangerouslySetInnerHTML={{ __html: renderAnswer(source) }} />
})

/**
 * An answer as sanitised HTML. While streaming, the text shown waits while it ends inside an
 * unfinished construct (retried every 100 ms, forced after 1000 ms), updates at most once a frame,
 * and is rendered block by block so that a chunk re-parses only the last block. When streaming ends,
 * the whole answer is rendered once more as one document.
 */
export const AnswerView = memo(function AnswerView({ text, streaming }: { text: string; streaming: boolean }) {
  const [shown, setShown] = useState(text)
  const heldSince = useRef<number | null>(null)

  useEffect(() => {
    if (!streaming) {
      heldSince.current = null
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
      setShown(text)
    }
    frame = requestAnimationFrame(attempt)
    return () => {
      cancelAnimationFrame(frame)
      if (timer) clearTimeout(timer)
    }
  }, [text, streaming])

  const full = useMemo(() => (streaming ? '' : renderAnswer(text)), [text, streaming])
  if (!streaming) return <div className="AnswerView" dangerouslySetInnerHTML={{ __html: full }} />
  // A text that no longer extends the shown one (a rescue replaced it) simply re-renders the blocks that differ.
  return (
    <div className="AnswerView">
      {splitBlocks(shown).map((source, i) => (
        <AnswerBlock key={i} source={source} />
      ))}
    </div>
  )
})
