// @vitest-environment jsdom
import { act, createElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { DOCKED_CLASS } from '../../../src/island-contract/dock'
import { useIsland } from '../../../src/react-islands/hooks/useIsland'
import type { IslandEvent, IslandState } from '../../../src/react-islands/island-controller'
import { reactHost } from './support/react-host'

const view = reactHost()

describe('useIsland', () => {
  it('renders the state, runs the effects, and keeps <html> classed exactly while docked', () => {
    const html = document.documentElement
    // The head script reserved the dock's room for a `?ask=` link.
    html.classList.add(DOCKED_CLASS)
    const run = vi.fn()
    let state: IslandState | undefined
    let dispatch: (e: IslandEvent) => void = () => {}
    const Probe = () => {
      ;[state, dispatch] = useIsland(() => ({ now: 1000, wide: true, rememberedTab: 'keyword', dockChoice: null }), run)
      return null
    }
    act(() => view.root.render(createElement(Probe)))
    // Nothing docked: the room is given back.
    expect(html.classList.contains(DOCKED_CLASS)).toBe(false)
    act(() => dispatch({ type: 'open', request: { tab: 'ai', query: 'q', dockIfFits: true } }))
    expect(state?.view).toBe('docked')
    expect(html.classList.contains(DOCKED_CLASS)).toBe(true)
    expect(run).toHaveBeenCalledWith({ type: 'ask', request: { tab: 'ai', query: 'q', dockIfFits: true } })
    act(() => dispatch({ type: 'closeDock' }))
    expect(state?.view).toBe('closed')
    expect(html.classList.contains(DOCKED_CLASS)).toBe(false)
    act(() => dispatch({ type: 'dock' }))
    act(() => view.root.unmount())
    expect(html.classList.contains(DOCKED_CLASS)).toBe(false)
  })
})
