import { useEffect } from 'react'
import { onOpenRequest } from '../../island-contract/bus'
import { dockWidthQuery } from '../../island-contract/dock'
import type { IslandEvent } from '../island-controller'

/** What the island hears from outside it: the shell's open requests, and the window narrowing below the dock. */
export function useIslandEvents(dispatch: (event: IslandEvent) => void): void {
  useEffect(() => onOpenRequest((request) => dispatch({ type: 'open', request })), [dispatch])

  useEffect(() => {
    const mq = dockWidthQuery()
    const onChange = () => {
      if (!mq.matches) dispatch({ type: 'narrowed' })
    }
    mq.addEventListener('change', onChange)
    return () => mq.removeEventListener('change', onChange)
  }, [dispatch])
}
