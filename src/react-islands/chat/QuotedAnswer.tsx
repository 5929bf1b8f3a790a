import { safeHref, sanitizeHighlight } from '../../search-core/hits'
import type { QuotedAnswer as Quoted } from '../../search-core/types'
import { requestOpen } from '../../island-contract/bus'
import type { ChatStrings } from '../strings/chat'

interface Props {
  strings: ChatStrings
  quoted: Quoted
  /** The answer's text: what it says when no passage covers the question. */
  text: string
  question: string
}

/**
 * An answer quoted from the docs (no model answered): under a label saying so, each passage with the
 * question's words marked and a link to its section; or, when nothing covers the question, that
 * message and a way to the keyword results (BEHAVIOUR.md search §2.3 "Quoted answers").
 */
export function QuotedAnswer({ strings: c, quoted, text, question }: Props) {
  if (!quoted.quotes.length)
    return (
      <div className="QuotedAnswer">
        <p>{text}</p>
        <button
          type="button"
          className="QuotedAnswer-keyword"
          onClick={() => requestOpen({ tab: 'keyword', query: question })}
        >
          {c.quoted.keywordResults}
        </button>
      </div>
    )
  return (
    <div className="QuotedAnswer">
      <p className="QuotedAnswer-label">
        <span className="QuotedAnswer-badge">{c.quoted.label}</span>
        <span>{quoted.reason === 'not-configured' ? c.quoted.note : c.quoted[quoted.reason]}</span>
      </p>
      {quoted.quotes.map((q, i) => {
        const href = safeHref(q.url)
        const where = [q.page, q.section].filter(Boolean).join(' › ')
        return (
          <figure key={i} className="QuotedAnswer-quote">
            {/* Index data: reduced again to text and <mark> before it touches the DOM. */}
            <blockquote dangerouslySetInnerHTML={{ __html: sanitizeHighlight(q.html, { escaped: true }) }} />
            <figcaption>{href ? <a href={href}>{where}</a> : where}</figcaption>
          </figure>
        )
      })}
    </div>
  )
}
