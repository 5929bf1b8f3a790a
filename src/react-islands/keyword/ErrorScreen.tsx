import type { Strings } from '../strings'

interface Props {
  strings: Strings
  /** What went wrong, when known (shown under the warning, in red). */
  error: string | null
}

/** The search service is unreachable: a warning above whatever results stand in (BEHAVIOUR.md search §4). */
export function ErrorScreen({ strings: t, error }: Props) {
  return (
    <div className="SearchWarning" role="alert">
      <p>{t.disconnected}</p>
      {error && <p className="SearchWarning-error">{error}</p>}
    </div>
  )
}
