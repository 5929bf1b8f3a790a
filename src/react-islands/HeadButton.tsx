/** Window icons of the heads' buttons, drawn as SVG paths (24 × 24). */
const HEAD_ICONS = {
  /** A window with a side panel: dock the assistant beside the page. */
  dock: 'M3 4h18a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1m1 2v12h10V6zm12 0v12h4V6z',
  /** A window with a centred dialog: undock it back into the dialog. */
  undock: 'M3 4h18a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1m1 2v12h16V6zm3 2h10v8H7z',
} as const

interface Props {
  className: string
  /** The button's name, also shown as its tooltip. */
  label: string
  /** Its icon; without one the button is a close button (×). */
  icon?: keyof typeof HEAD_ICONS
  onClick: () => void
}

/** An icon button of the search dialog's or the docked assistant's head: dock, undock, close. */
export function HeadButton({ className, label, icon, onClick }: Props) {
  return (
    <button type="button" className={className} title={label} aria-label={label} onClick={onClick}>
      {icon ? (
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path fill="currentColor" d={HEAD_ICONS[icon]} />
        </svg>
      ) : (
        '×'
      )}
    </button>
  )
}
