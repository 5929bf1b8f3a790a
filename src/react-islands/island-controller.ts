/**
 * Where the island shows itself, without React: nothing, the search dialog on one of its tabs, the
 * assistant docked beside the page, or the dialog (for a keyword search) over the docked assistant.
 * `transition` is the whole of it: a pure function from a state, an event and what the reader's
 * browser says (width, remembered choices, the time) to the next state and the effects to run, which
 * the binding (useIsland) carries out: storage, the conversation, analytics.
 */
import type { OpenRequest, SearchTab } from '../island-contract/bus'
import { docksAssistant, type DockChoice } from '../island-contract/dock'

/** Opening and closing are throttled to once per this interval (BEHAVIOUR.md search §9). */
export const OPEN_CLOSE_THROTTLE_MS = 100

/** A question or query handed to the open dialog (a new one has a new nonce). */
export interface ModalRequest {
  query: string
  nonce: number
}

type IslandView = 'closed' | 'dialog' | 'docked' | 'dockedWithDialog'

export interface IslandState {
  view: IslandView
  /** The dialog's tab (kept while it is closed: it is where it reopens when nothing says otherwise). */
  tab: SearchTab
  request: ModalRequest
  /** Counts dialog openings: each opening is a fresh dialog. */
  session: number
  /** Counts the times the docked assistant is asked for again: its input takes the focus. */
  focusNonce: number
  /** When the dialog last opened or closed, for the throttle. */
  lastToggle: number
}

/** What the browser says at the time of an event (read by the binding, so the transitions stay pure). */
export interface IslandEnv {
  now: number
  /** The screen is wide enough to dock the assistant. */
  wide: boolean
  /** The tab the reader last chose. */
  rememberedTab: SearchTab
  /** The reader's choice of where the assistant goes, if they made one. */
  dockChoice: DockChoice
}

export type IslandEvent =
  /** The shell asks for the island (a search button, Ctrl/Cmd+K, the inviter, `?ask=`, a page question). */
  | { type: 'open'; request: OpenRequest }
  /** The dialog closes (Escape, ×, the overlay, a followed link). */
  | { type: 'close' }
  | { type: 'chooseTab'; tab: SearchTab }
  | { type: 'dock' }
  | { type: 'undock' }
  /** The docked assistant's × button. */
  | { type: 'closeDock' }
  /** The window became narrower than the dock needs. */
  | { type: 'narrowed' }

export type IslandEffect =
  | { type: 'saveTab'; tab: SearchTab }
  | { type: 'saveDock'; docked: boolean }
  /** Hand the request's question (and page) to the assistant, loading it if need be. */
  | { type: 'ask'; request: OpenRequest }
  /** The assistant is no longer shown anywhere: its conversation ends. */
  | { type: 'endChat' }
  | { type: 'track'; event: 'AIAssistantDocked' | 'AIAssistantUndocked' }

export interface Transition {
  state: IslandState
  effects: IslandEffect[]
}

export const initialIslandState: IslandState = {
  view: 'closed',
  tab: 'keyword',
  request: { query: '', nonce: 0 },
  session: 0,
  focusNonce: 0,
  lastToggle: Number.NEGATIVE_INFINITY,
}

export const isDialogOpen = (s: IslandState): boolean => s.view === 'dialog' || s.view === 'dockedWithDialog'
export const isDocked = (s: IslandState): boolean => s.view === 'docked' || s.view === 'dockedWithDialog'

const viewOf = (dialog: boolean, docked: boolean): IslandView =>
  docked ? (dialog ? 'dockedWithDialog' : 'docked') : dialog ? 'dialog' : 'closed'

/** A fresh dialog on `tab`, handed `query`. */
function openDialog(s: IslandState, tab: SearchTab, query: string): Transition {
  return {
    state: {
      ...s,
      view: viewOf(true, isDocked(s)),
      tab,
      request: { query, nonce: s.request.nonce + 1 },
      session: s.session + 1,
    },
    effects: [{ type: 'saveTab', tab }],
  }
}

function onOpen(s: IslandState, req: OpenRequest, env: IslandEnv): Transition {
  const wantsAi = req.tab === 'ai' || !!req.page
  const docked = isDocked(s)
  if (wantsAi) {
    const dock = docked || docksAssistant(env.wide, env.dockChoice, req.dockIfFits)
    // The docked assistant takes the question; a dialog open for a keyword search gives way to it.
    if (dock) {
      return {
        state: { ...s, view: 'docked', focusNonce: s.focusNonce + 1 },
        effects: [{ type: 'ask', request: req }],
      }
    }
  }
  // Already open (Ctrl/Cmd+K, a search button behind the overlay): switch tabs, never a fresh dialog,
  // so nothing is lost; a request with a query hands it to the tab it names.
  if (isDialogOpen(s)) {
    const next = wantsAi ? 'ai' : req.tab
    const effects: IslandEffect[] = next ? [{ type: 'saveTab', tab: next }] : []
    if (wantsAi) return { state: { ...s, tab: 'ai' }, effects: [...effects, { type: 'ask', request: req }] }
    const request = req.query ? { query: req.query, nonce: s.request.nonce + 1 } : s.request
    return { state: { ...s, tab: next ?? s.tab, request }, effects }
  }
  if (env.now - s.lastToggle < OPEN_CLOSE_THROTTLE_MS) return { state: s, effects: [] }
  const throttled = { ...s, lastToggle: env.now }
  const next = wantsAi ? 'ai' : (req.tab ?? env.rememberedTab)
  // The assistant is already beside the page: asking for it there focuses it.
  if (next === 'ai' && docked) return { state: { ...throttled, focusNonce: s.focusNonce + 1 }, effects: [] }
  const opened = openDialog(throttled, next, next === 'ai' ? '' : (req.query ?? ''))
  if (next === 'ai') opened.effects.push({ type: 'ask', request: req })
  return opened
}

/** The next state and the effects of `event` in state `s`. */
export function transition(s: IslandState, event: IslandEvent, env: IslandEnv): Transition {
  const docked = isDocked(s)
  switch (event.type) {
    case 'open':
      return onOpen(s, event.request, env)
    case 'close': {
      if (!isDialogOpen(s) || env.now - s.lastToggle < OPEN_CLOSE_THROTTLE_MS) return { state: s, effects: [] }
      // The conversation lives while the assistant is shown somewhere: docked, it stays.
      return {
        state: { ...s, view: viewOf(false, docked), lastToggle: env.now },
        effects: docked ? [] : [{ type: 'endChat' }],
      }
    }
    case 'chooseTab': {
      const effects: IslandEffect[] = [{ type: 'saveTab', tab: event.tab }]
      // Docked, the assistant is beside the page: the dialog gives way to it.
      if (event.tab === 'ai' && docked)
        return { state: { ...s, view: 'docked', focusNonce: s.focusNonce + 1 }, effects }
      return { state: { ...s, tab: event.tab }, effects }
    }
    case 'dock':
      return {
        state: { ...s, view: 'docked', focusNonce: s.focusNonce + 1 },
        effects: [
          { type: 'saveDock', docked: true },
          { type: 'track', event: 'AIAssistantDocked' },
        ],
      }
    case 'undock': {
      const opened = openDialog({ ...s, view: 'closed' }, 'ai', '')
      return {
        state: opened.state,
        effects: [
          { type: 'saveDock', docked: false },
          ...opened.effects,
          { type: 'track', event: 'AIAssistantUndocked' },
        ],
      }
    }
    case 'closeDock':
      if (!docked) return { state: s, effects: [] }
      return { state: { ...s, view: viewOf(isDialogOpen(s), false) }, effects: [{ type: 'endChat' }] }
    case 'narrowed':
      // Narrower than the dock needs (a window made smaller, a phone turned): the dialog takes over.
      if (!docked) return { state: s, effects: [] }
      return openDialog({ ...s, view: 'closed' }, 'ai', '')
  }
}

/** Runs the transitions for the binding: keeps the state, tells listeners, hands effects out. */
export class IslandController {
  private listeners = new Set<() => void>()

  constructor(
    private readonly env: () => IslandEnv,
    private run: (effect: IslandEffect) => void = () => {},
    public state: IslandState = initialIslandState,
  ) {}

  /** Who carries out the effects from now on (React gives the latest closure after each render). */
  runEffectsWith(run: (effect: IslandEffect) => void): void {
    this.run = run
  }

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn)
    return () => this.listeners.delete(fn)
  }

  getState = (): IslandState => this.state

  dispatch = (event: IslandEvent): void => {
    const { state, effects } = transition(this.state, event, this.env())
    if (state !== this.state) {
      this.state = state
      for (const fn of this.listeners) fn()
    }
    for (const effect of effects) this.run(effect)
  }
}
