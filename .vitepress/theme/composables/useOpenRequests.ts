import { onBeforeUnmount, onMounted, type Ref } from 'vue'
import { isIslandListening, requestOpen, type OpenRequest, type SearchTab } from '../../../src/island-contract/bus'
import { docksAssistant, dockWidthQuery, storedDockChoice } from '../../../src/island-contract/dock'
import { isImeComposing } from '../../../src/contracts/keyboard'
import { prefetchAssistant } from '../../../src/react-islands/chat-code'
import { isSearchShortcut, takeEarlyShortcut } from '../support/searchShortcut'
import { registerSearchOpener } from './searchOpener'

const asksAssistant = (req: OpenRequest): boolean => req.tab === 'ai' || !!req.page

/**
 * The tab of the dialog's stand-in a request draws, if any: only on a cold page (the island not
 * listening yet) with no stand-in shown; on the keyword tab, for the empty search (a search with a query
 * waits for its results); on the AI tab, not where the assistant will dock (the dock is no dialog).
 */
export function standInTab(
  req: OpenRequest,
  cold: { listening: boolean; shown: boolean; willDock: (req: OpenRequest) => boolean },
): SearchTab | null {
  if (cold.listening || cold.shown) return null
  if (asksAssistant(req)) return cold.willDock(req) ? null : 'ai'
  return req.tab === 'keyword' && !req.query ? 'keyword' : null
}

/** The tab a key press opens: the search shortcuts (Ctrl/Cmd+K, /), Ctrl/Cmd+I the assistant. */
export function shortcutTab(e: KeyboardEvent): SearchTab | null {
  if (isSearchShortcut(e)) return 'keyword'
  const assistant = (e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'i'
  return assistant && !isImeComposing(e) ? 'ai' : null
}

/**
 * What the page asks for as it opens: `?ask=` the assistant (docked where it fits), `?q=` a search,
 * else the empty search when the shortcut was pressed before the theme mounted.
 */
export function requestOnLoad(search: string, earlyShortcut: boolean): OpenRequest | null {
  const params = new URLSearchParams(search)
  const ask = params.get('ask')
  const q = params.get('q')
  if (ask?.trim()) return { tab: 'ai', query: ask, dockIfFits: true }
  if (q) return { tab: 'keyword', query: q }
  return earlyShortcut ? { tab: 'keyword' } : null
}

/** Whether asking for the assistant docks it: the island's rule, on what the island will read. */
const willDock = (req: OpenRequest): boolean =>
  docksAssistant(dockWidthQuery().matches, storedDockChoice(), req.dockIfFits)

/**
 * Every way the page asks for the island (the buttons, the shortcuts, the address, other parts of the
 * shell through searchOpener): the request goes to the island, which takes it once loaded; a cold page
 * shows the stand-in meanwhile.
 */
export function useOpenRequests(
  standIn: { open: Ref<boolean>; show: (tab: SearchTab) => void },
  loadIsland: () => Promise<void>,
) {
  async function open(req: OpenRequest): Promise<void> {
    // The assistant's code loads beside the island's, not after it.
    if (asksAssistant(req)) prefetchAssistant()
    const tab = standInTab(req, { listening: isIslandListening(), shown: standIn.open.value, willDock })
    if (tab) standIn.show(tab)
    requestOpen(req)
    await loadIsland()
  }

  function onKeydown(e: KeyboardEvent) {
    const tab = shortcutTab(e)
    if (!tab) return
    e.preventDefault()
    void open({ tab })
  }

  let unregister: (() => void) | undefined
  onMounted(() => {
    unregister = registerSearchOpener(open)
    window.addEventListener('keydown', onKeydown)
    const req = requestOnLoad(location.search, takeEarlyShortcut(window))
    if (req) void open(req)
  })
  onBeforeUnmount(() => {
    unregister?.()
    window.removeEventListener('keydown', onKeydown)
  })
  return open
}
