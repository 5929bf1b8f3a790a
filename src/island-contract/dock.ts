/**
 * The docked assistant's settings, shared by the island and the shell (no React here: the page head
 * script and the theme read them without loading the island).
 */
import { DOCK_VALUES, KEY_ASSISTANT_DOCK } from '../contracts/page-storage-keys'
import { readString } from './storage'

/** Local-storage key of the reader's choice for the assistant: `1` docked beside the page, `0` the dialog. */
export const DOCK_STORAGE_KEY = KEY_ASSISTANT_DOCK
/** The assistant docks only on screens at least this wide; narrower, it is the dialog. */
const DOCK_MIN_WIDTH = 1280
/** Class on <html> while the assistant is docked: the theme lays the page out beside it. */
export const DOCKED_CLASS = 'assistant-docked'

/** The reader's choice of where the assistant goes, if they made one. */
export type DockChoice = 'docked' | 'dialog' | null

/** The choice as stored under DOCK_STORAGE_KEY (anything else is no choice). */
export const dockChoiceOf = (stored: string | null): DockChoice =>
  stored === DOCK_VALUES.docked ? 'docked' : stored === DOCK_VALUES.dialog ? 'dialog' : null

/** The reader's stored choice (unreadable storage is no choice). */
export const storedDockChoice = (): DockChoice => dockChoiceOf(readString(DOCK_STORAGE_KEY))

/** Matches while the screen is wide enough to dock the assistant. */
export const dockWidthQuery = (): MediaQueryList => window.matchMedia(`(min-width: ${DOCK_MIN_WIDTH}px)`)

/**
 * Whether asking for the assistant docks it rather than opening the dialog: on a wide screen, when the
 * reader chose the dock, or when the request prefers it (`?ask=`, a question from the page) and the
 * reader has not chosen the dialog. The island decides with it; the theme asks it too, to draw the
 * dialog's stand-in only where the dialog will come.
 */
export const docksAssistant = (wide: boolean, choice: DockChoice, dockIfFits: boolean | undefined): boolean =>
  wide && (choice === 'docked' || (dockIfFits === true && choice !== 'dialog'))

/**
 * Head script for a `?ask=` link: where the assistant will dock (wide screen, the reader has not
 * chosen the dialog), its room is reserved before first paint, so the page does not move when it
 * arrives. The island gives the room back if it does not dock after all.
 */
export function dockHeadScript(): string {
  return `(function(){try{var q=new URLSearchParams(location.search).get('ask');if(q&&q.trim()&&matchMedia('(min-width: ${DOCK_MIN_WIDTH}px)').matches&&localStorage.getItem(${JSON.stringify(
    DOCK_STORAGE_KEY,
  )})!==${JSON.stringify(DOCK_VALUES.dialog)})document.documentElement.classList.add(${JSON.stringify(DOCKED_CLASS)})}catch(e){}})()`
}
