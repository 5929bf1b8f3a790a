// @vitest-environment jsdom
import { act, createElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isIslandListening, requestOpen } from '../../../src/island-contract/bus'
import { useIslandEvents } from '../../../src/react-islands/hooks/useIslandEvents'
import type { IslandEvent } from '../../../src/react-islands/island-controller'
import { reactHost } from './support/react-host'

const view = reactHost()
let heard: IslandEvent[]
let matches: boolean
const listeners = new Set<() => void>()

function Probe() {
  useIslandEvents((e) => heard.push(e))
  return null
}
/** The window resized across the dock's width. */
const resize = (wide: boolean) => {
  matches = wide
  listeners.forEach((l) => l())
}

beforeEach(() => {
  heard = []
  matches = true
  listeners.clear()
  vi.stubGlobal('matchMedia', () => ({
    get matches() {
      return matches
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  }))
  act(() => view.root.render(createElement(Probe)))
})
afterEach(() => vi.unstubAllGlobals())

describe('what the island hears from outside it', () => {
  it("the shell's open requests, while it is there", () => {
    requestOpen({ tab: 'ai', query: 'q' })
    expect(heard).toEqual([{ type: 'open', request: { tab: 'ai', query: 'q' } }])
    act(() => view.root.unmount())
    expect(isIslandListening()).toBe(false)
  })

  it('the window narrowing below the dock, not widening', () => {
    resize(false)
    resize(true)
    expect(heard).toEqual([{ type: 'narrowed' }])
    act(() => view.root.unmount())
    expect(listeners.size).toBe(0)
  })
})
