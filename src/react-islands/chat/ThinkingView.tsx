import { useState } from 'react'
import { AnswerView } from './AnswerView'

interface Props {
  title: string
  text: string
  /** The thinking still streams (no answer text yet). */
  thinking: boolean
}

/**
 * What a reasoning model streamed while it thought, above its answer: open while it thinks, folded
 * once the answer begins; the reader may open or fold it at any time. Rendered (and sanitised) like
 * the answer.
 */
export function ThinkingView({ title, text, thinking }: Props) {
  const [open, setOpen] = useState(thinking)
  // Folded when the thinking ends (state adjusted during render, not in an effect).
  const [wasThinking, setWasThinking] = useState(thinking)
  if (wasThinking !== thinking) {
    setWasThinking(thinking)
    if (!thinking) setOpen(false)
  }
  return (
    <details
      className="ChatThinking"
      open={open}
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>{title}</summary>
      <AnswerView text={text} streaming={thinking} />
    </details>
  )
}
