import type { OpenRequest } from '../../../src/island-contract/bus'

/** Lets any part of the shell (the inviter) open the search island the search control loads. */
let opener: ((req: OpenRequest) => Promise<void>) | null = null

export function registerSearchOpener(fn: (req: OpenRequest) => Promise<void>): () => void {
  opener = fn
  return () => {
    if (opener === fn) opener = null
  }
}

export function openSearchIsland(req: OpenRequest): Promise<void> {
  return opener ? opener(req) : Promise.resolve()
}
