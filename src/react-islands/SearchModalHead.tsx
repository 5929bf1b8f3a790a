import type { SearchTab } from '../island-contract/bus'
import { HeadButton } from './HeadButton'
import type { Strings } from './strings'

/** The dialog's tabs, in their order: AI Q&A, then keyword search. */
export const SEARCH_TABS: readonly SearchTab[] = ['ai', 'keyword']

interface Props {
  t: Strings
  tab: SearchTab
  /** The dialog's title id: the tabs' and panels' ids derive from it. */
  titleId: string
  onTab: (tab: SearchTab) => void
  onClose: () => void
  /** Docks the assistant beside the page; absent where the screen is too narrow. */
  onDock?: (() => void) | undefined
}

/** The dialog's head: its tabs, docking the assistant (on the AI tab) and closing. */
export function SearchModalHead({ t, tab, titleId, onTab, onClose, onDock }: Props) {
  return (
    <div className="SearchModal-head">
      <div className="SearchTabs" role="tablist" aria-label={t.dialogLabel}>
        {SEARCH_TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`${titleId}-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`${titleId}-panel-${id}`}
            className="SearchTab"
            onClick={() => onTab(id)}
          >
            {id === 'ai' ? t.tabAi : t.tabKeyword}
            {id === 'ai' && <span className="SearchTab-beta">{t.beta}</span>}
          </button>
        ))}
      </div>
      {tab === 'ai' && onDock && (
        <HeadButton className="SearchModal-dock" label={t.dock.dock} icon="dock" onClick={onDock} />
      )}
      <HeadButton className="SearchModal-close" label={t.close} onClick={onClose} />
    </div>
  )
}
