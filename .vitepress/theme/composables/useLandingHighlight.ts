import { onMounted } from 'vue'
import { highlightLanding } from '../support/landingHighlight'

/**
 * The page a search result opened marks the result's words once shown: after the island's navigation
 * (also to a section of the page being read, whose path does not change; the words are used up then,
 * so no later page marks them), and on mount, for a result opened in a new tab or by a full load.
 * Returns the island's `navigate`, with `go` the router's.
 */
export function useLandingHighlight(go: (url: string) => Promise<void>): (url: string) => void {
  onMounted(highlightLanding)
  return (url) => void go(url).then(highlightLanding)
}
