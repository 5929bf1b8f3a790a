import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import {
  FEEDBACK_NOTE_MAX_CHARS,
  FEEDBACK_REASONS,
  type AnswerFeedback,
  type FeedbackReason,
} from '../../contracts/analytics'
import { track } from '../../island-contract/analytics'
import type { ChatStrings } from '../strings'
import { downVote, type FeedbackContext } from './answer-feedback'
import { ChatIcon } from './icons'

export type Vote = 'up' | 'down'

interface Props {
  strings: ChatStrings
  copied: boolean
  /** Copies the answer; absent where there is nothing to copy (a reply that the docs do not say). */
  onCopy?: (() => void) | undefined
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
  const id = useId()

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
    send('down', downVote(reason, note))
    close()
  }

  return (
    <>
      <div className="ChatActions">
        {onCopy && (
          <button type="button" onClick={onCopy}>
            {copied ? c.copied : c.copy}
          </button>
        )}
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
        <FeedbackForm
          strings={c}
          id={id}
          reason={reason}
          note={note}
          onReason={setReason}
          onNote={setNote}
          onSubmit={submit}
          onCancel={close}
        />
      )}
      {vote === 'down' && !asking && (
        <p className="AnswerFeedback-thanks" role="status">
          {c.feedback.thanks}
        </p>
      )}
    </>
  )
}

interface FormProps {
  strings: ChatStrings
  /** The actions' id: the form's, its reasons' group and its count derive from it. */
  id: string
  reason: FeedbackReason | null
  note: string
  onReason: (reason: FeedbackReason) => void
  onNote: (note: string) => void
  onSubmit: (e: FormEvent) => void
  onCancel: () => void
}

/** Why an answer did not help: one of FEEDBACK_REASONS and an optional note, counted to its limit. */
function FeedbackForm({ strings: c, id, reason, note, onReason, onNote, onSubmit, onCancel }: FormProps) {
  const form = useRef<HTMLFormElement>(null)
  // The form takes the focus when it opens (its first reason, or the one chosen before).
  useEffect(() => {
    // A selector list matches in document order, so the chosen reason is looked for first, on its own.
    const chosen = form.current?.querySelector<HTMLInputElement>('input:checked')
    ;(chosen ?? form.current?.querySelector<HTMLInputElement>('input'))?.focus()
  }, [])
  return (
    <form ref={form} id={`${id}-form`} className="AnswerFeedback" onSubmit={onSubmit}>
      <fieldset className="AnswerFeedback-reasons">
        <legend>{c.feedback.title}</legend>
        {FEEDBACK_REASONS.map((r) => (
          <label key={r}>
            <input type="radio" name={`${id}-reason`} value={r} checked={reason === r} onChange={() => onReason(r)} />
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
          onChange={(e) => onNote(e.target.value.slice(0, FEEDBACK_NOTE_MAX_CHARS))}
        />
      </label>
      <p id={`${id}-count`} className="AnswerFeedback-count">
        {c.feedback.count(note.length, FEEDBACK_NOTE_MAX_CHARS)}
      </p>
      <div className="AnswerFeedback-buttons">
        <button type="submit" disabled={!reason}>
          {c.feedback.send}
        </button>
        <button type="button" onClick={onCancel}>
          {c.feedback.cancel}
        </button>
      </div>
    </form>
  )
}
