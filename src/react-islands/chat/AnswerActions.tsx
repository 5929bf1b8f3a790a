import type { ChatStrings } from '../strings'
import { ChatIcon } from './icons'

export type Vote = 'up' | 'down'

interface Props {
  strings: ChatStrings
  copied: boolean
  vote: Vote | undefined
  onCopy: () => void
  onVote: (vote: Vote) => void
}

/** Under a complete answer: copy it, and say whether it helped. */
export function AnswerActions({ strings: c, copied, vote, onCopy, onVote }: Props) {
  return (
    <div className="ChatActions">
      <button type="button" onClick={onCopy}>
        {copied ? c.copied : c.copy}
      </button>
      {(['up', 'down'] as const).map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={vote === v}
          aria-label={v === 'up' ? c.helpful : c.notHelpful}
          onClick={() => onVote(v)}
        >
          <ChatIcon name={v} />
        </button>
      ))}
    </div>
  )
}
