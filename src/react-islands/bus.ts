/** The channel between the Vue shell (search control, inviter) and the React island. */
export type SearchTab = 'ai' | 'keyword'

export interface OpenRequest {
  tab?: SearchTab
  query?: string
}

type Listener = (req: OpenRequest) => void

let listener: Listener | null = null
let pending: OpenRequest | null = null

/** Asks the island to open; kept until the island is listening (it may still be loading). */
export function requestOpen(req: OpenRequest = {}): void {
  if (listener) listener(req)
  else pending = req
}

export function onOpenRequest(fn: Listener): () => void {
  listener = fn
  if (pending) {
    const req = pending
    pending = null
    fn(req)
  }
  return () => {
    if (listener === fn) listener = null
  }
}
