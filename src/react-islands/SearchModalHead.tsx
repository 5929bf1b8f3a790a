import type { SearchTab } from '../island-contract/bus'
import type { Strings } from './strings'

/** Dock icon: a window with a side panel. */
const DOCK_ICON = 'M3 4h18a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1m1 2v12h10V6zm12 0v12h4V6z'

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
        <button
          type="button"
          className="SearchModal-dock"
          title={t.dock.dock}
          aria-label={t.dock.dock}
          onClick={onDock}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path fill="currentColor" d={DOCK_ICON} />
          </svg>
        </button>
      )}
      <button type="button" className="SearchModal-close" aria-label={t.close} onClick={onClose}>
        ×
      </button>
    </div>
  )
}
