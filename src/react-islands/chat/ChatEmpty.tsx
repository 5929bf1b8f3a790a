import { useEffect, useState } from 'react'

/** Suggested prompts: 6, or 4 at widths of 768 px or less. */
const SUGGESTED_PROMPTS = 6
const SUGGESTED_PROMPTS_MOBILE = 4
const CHAT_MOBILE_BREAKPOINT = 768

const isNarrow = () => typeof window !== 'undefined' && window.innerWidth <= CHAT_MOBILE_BREAKPOINT

interface Props {
  greeting: string
  title: string
  prompts: readonly string[]
  onPrompt: (prompt: string) => void
}

/** A conversation not yet begun: the greeting and questions to start with. */
export function ChatEmpty({ greeting, title, prompts, onPrompt }: Props) {
  const [narrow, setNarrow] = useState(isNarrow)
  useEffect(() => {
    const onResize = () => setNarrow(isNarrow())
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])
  return (
    <div className="ChatEmpty">
      <p className="ChatEmpty-greeting">{greeting}</p>
      <h3 className="ChatEmpty-title">{title}</h3>
      <ul className="ChatEmpty-prompts">
        {prompts.slice(0, narrow ? SUGGESTED_PROMPTS_MOBILE : SUGGESTED_PROMPTS).map((p) => (
          <li key={p}>
            <button type="button" onClick={() => onPrompt(p)}>
              {p}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
