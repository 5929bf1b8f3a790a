import { CHAT_MODE_DEFINITION, perChatMode, type ModeIconKey } from '../../contracts/chat'
import type { ChatMode } from '../../search-core/types'

/** The glyphs a mode may be drawn with: a new mode names one in `chat-modes.ts`. */
const MODE_GLYPHS: Record<ModeIconKey, string> = {
  lightning: 'M11 15H6l7-14v8h5l-7 14z',
  scales: 'M12 3v2H5l-2 6a3 3 0 0 0 6 0L6.6 5H11v14H7v2h10v-2h-4V5h4.4L15 11a3 3 0 0 0 6 0l-2-6h-7V3z',
  bulb: 'M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2m-3 17v1a3 3 0 0 0 6 0v-1z',
}
const MODE_ICONS = perChatMode((mode) => MODE_GLYPHS[CHAT_MODE_DEFINITION[mode].icon])

export function ModeIcon({ mode }: { mode: ChatMode }) {
  return (
    <svg className="ModeIcon" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <path fill="currentColor" d={MODE_ICONS[mode]} />
    </svg>
  )
}

/** Icons drawn as SVG: emoji and arrow characters render as empty boxes where no such font is installed. */
const ICONS = {
  up: 'M2 21h4V9H2zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3a1.5 1.5 0 0 0-.4-1L13.2 1 6.6 7.6A2 2 0 0 0 6 9v10a2 2 0 0 0 2 2h9a2 2 0 0 0 1.8-1.2l3-7.1.2-.7z',
  down: 'M22 3h-4v12h4zM2 14a2 2 0 0 0 2 2h6.3l-1 4.6v.3a1.5 1.5 0 0 0 .4 1l1.1 1.1 6.6-6.6A2 2 0 0 0 18 15V5a2 2 0 0 0-2-2H7a2 2 0 0 0-1.8 1.2l-3 7.1L2 12z',
  clear: 'M12 5V1L7 6l5 5V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8',
  send: 'M11 20V7.8l-5.6 5.6L4 12l8-8 8 8-1.4 1.4L13 7.8V20z',
  stop: 'M6 6h12v12H6z',
} as const

export function ChatIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className="ChatIcon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path fill="currentColor" d={ICONS[name]} />
    </svg>
  )
}
