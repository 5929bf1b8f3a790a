import { safeHref } from '../../search-core/hits'
import type { Source } from '../../search-core/types'

/** The documents an answer drew on, under it: a link to each (a source without a safe URL is named only). */
export function Sources({ title, sources }: { title: string; sources: Source[] }) {
  return (
    <div className="ChatSources">
      <p className="ChatSources-title">{title}</p>
      <ul>
        {sources.map((s) => {
          const href = safeHref(s.url)
          return (
            <li key={s.url}>
              {href ? <a href={href}>{s.title}</a> : <strong>{s.title}</strong>}
              <span>{s.excerpt}</span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
