import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import {
  FEEDBACK_NOTE_MAX_CHARS,
  FEEDBACK_REASONS,
  type AnswerFeedback,
  type FeedbackReason,
} from '../../contracts/analytics'
import { track } from '../../island-contract/analytics'
import type { ChatStrings } from '../strings'
import { ChatIcon } from './icons'

export type Vote = 'up' | 'down'

/** What every vote on one answer reports besides the vote itself. */
type FeedbackContext = Omit<AnswerFeedback, 'value' | 'reason' | 'note'>

interface Props {
  strings: ChatStrings
  copied: boolean
  onCopy: () => void
  feedback: FeedbackContext
}

/**
 * Under a complete answer: copy it, and say whether it helped. A thumbs down asks why (one of
 * FEEDBACK_REASONS, and an optional note) before it is sent. One vote per answer, changeable: each
 * change is sent, and the last one stands (BEHAVIOUR.md search §2.3 "Feedback").
 */
export function AnswerActions({ strings: c, copied, onCopy, feedback }: Props) {
  const [vote, setVote] = useState<Vote | undefined>()
  const [asking, setAsking] = useState(false)
  const [reason, setReason] = useState<FeedbackReason | null>(null)
  const [note, setNote] = useState('')
  const downButton = useRef<HTMLButtonElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const id = useId()

  // The form takes the focus when it opens (its first reason, or the one chosen before).
  useEffect(() => {
    if (asking) form.current?.querySelector<HTMLInputElement>('input:checked, input')?.focus()
  }, [asking])

  const send = (value: Vote, extra: Pick<AnswerFeedback, 'reason' | 'note'> = {}) => {
    setVote(value)
    track('AIAnswerFeedback', { value, ...feedback, ...extra })
  }
  const close = () => {
    setAsking(false)
    downButton.current?.focus()
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!reason) return
    const text = note.trim()
    send('down', text ? { reason, note: text } : { reason })
    close()
  }

  return (
    <>
      <div className="ChatActions">
        <button type="button" onClick={onCopy}>
          {copied ? c.copied : c.copy}
        </button>
        <button
          type="button"
          aria-pressed={vote === 'up'}
          aria-label={c.helpful}
          onClick={() => {
            setAsking(false)
            if (vote !== 'up') send('up')
          }}
        >
          <ChatIcon name="up" />
        </button>
        <button
          ref={downButton}
          type="button"
          aria-pressed={vote === 'down'}
          aria-expanded={asking}
          aria-controls={asking ? `${id}-form` : undefined}
          aria-label={c.notHelpful}
          onClick={() => setAsking((open) => !open)}
        >
          <ChatIcon name="down" />
        </button>
      </div>
      {asking && (
        <form ref={form} id={`${id}-form`} className="AnswerFeedback" onSubmit={submit}>
          <fieldset className="AnswerFeedback-reasons">
            <legend>{c.feedback.title}</legend>
            {FEEDBACK_REASONS.map((r) => (
              <label key={r}>
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                />
                {c.feedback.reasons[r]}
              </label>
            ))}
          </fieldset>
          <label className="AnswerFeedback-note">
            {c.feedback.note}
            <textarea
              value={note}
              maxLength={FEEDBACK_NOTE_MAX_CHARS}
              aria-describedby={`${id}-count`}
              onChange={(e) => setNote(e.target.value.slice(0, FEEDBACK_NOTE_MAX_CHARS))}
            />
          </label>
          <p id={`${id}-count`} className="AnswerFeedback-count">
            {c.feedback.count(note.length, FEEDBACK_NOTE_MAX_CHARS)}
          </p>
          <div className="AnswerFeedback-buttons">
            <button type="submit" disabled={!reason}>
              {c.feedback.send}
            </button>
            <button type="button" onClick={close}>
              {c.feedback.cancel}
            </button>
          </div>
        </form>
      )}
      {vote === 'down' && !asking && (
        <p className="AnswerFeedback-thanks" role="status">
          {c.feedback.thanks}
        </p>
      )}
    </>
  )
}
