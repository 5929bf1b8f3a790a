import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react'
import { DOCKED_CLASS } from '../../island-contract/dock'
import {
  IslandController,
  isDocked,
  type IslandEffect,
  type IslandEnv,
  type IslandEvent,
  type IslandState,
} from '../island-controller'

/**
 * Binds the island's controller to React: its state to render, `dispatch` to send it events. Effects
 * go to `run` (the latest one given). The page's layout follows the dock: <html> has DOCKED_CLASS
 * exactly while the assistant is docked, switched with the state, before anything paints.
 */
export function useIsland(
  env: () => IslandEnv,
  run: (effect: IslandEffect) => void,
): [IslandState, (event: IslandEvent) => void] {
  const [controller] = useState(() => new IslandController(env))
  useLayoutEffect(() => controller.runEffectsWith(run))
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState)

  useEffect(() => {
    const root = document.documentElement
    // First, on mount: the head script may have reserved the dock's room for a `?ask=` link; it is
    // given back unless the assistant docks (the pending request is handled in the same commit).
    const apply = () => root.classList.toggle(DOCKED_CLASS, isDocked(controller.state))
    apply()
    const off = controller.subscribe(apply)
    return () => {
      off()
      root.classList.remove(DOCKED_CLASS)
    }
  }, [controller])

  return [state, controller.dispatch]
}
