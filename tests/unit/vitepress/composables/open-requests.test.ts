// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { requestOnLoad, shortcutTab, standInTab } from '../../../../.vitepress/theme/composables/useOpenRequests'
import type { OpenRequest } from '../../../../src/island-contract/bus'

const cold = { listening: false, shown: false, willDock: () => false }

describe('which requests draw the dialog’s stand-in', () => {
  it('on a cold page: the empty search and the assistant', () => {
    expect(standInTab({ tab: 'keyword' }, cold)).toBe('keyword')
    expect(standInTab({ tab: 'ai' }, cold)).toBe('ai')
    expect(standInTab({ page: { url: '/a', title: 'A' } }, cold)).toBe('ai')
  })

  it('not a search with its query (it waits for its results), nor a request with no tab', () => {
    expect(standInTab({ tab: 'keyword', query: 'vllm' }, cold)).toBeNull()
    expect(standInTab({}, cold)).toBeNull()
  })

  it('not where the assistant docks, and never once the island listens or a stand-in is shown', () => {
    const docking = (req: OpenRequest) => req.dockIfFits === true
    expect(standInTab({ tab: 'ai', dockIfFits: true }, { ...cold, willDock: docking })).toBeNull()
    expect(standInTab({ tab: 'ai' }, { ...cold, willDock: docking })).toBe('ai')
    expect(standInTab({ tab: 'keyword' }, { ...cold, listening: true })).toBeNull()
    expect(standInTab({ tab: 'ai' }, { ...cold, shown: true })).toBeNull()
  })
})

describe('the shortcuts', () => {
  const press = (key: string, init: KeyboardEventInit = {}) =>
    shortcutTab(new KeyboardEvent('keydown', { key, ...init }))

  it('Ctrl/Cmd+K and / open the search, Ctrl/Cmd+I the assistant', () => {
    expect(press('k', { ctrlKey: true })).toBe('keyword')
    expect(press('/')).toBe('keyword')
    expect(press('i', { metaKey: true })).toBe('ai')
    expect(press('I', { ctrlKey: true })).toBe('ai')
  })

  it('nothing else: Ctrl+Shift+I, Ctrl+Alt+I, an input method’s keys, a plain i', () => {
    expect(press('i', { ctrlKey: true, shiftKey: true })).toBeNull()
    expect(press('i', { ctrlKey: true, altKey: true })).toBeNull()
    expect(press('i', { ctrlKey: true, isComposing: true })).toBeNull()
    expect(press('i')).toBeNull()
  })
})

describe('what the address asks for as the page opens', () => {
  it('?ask= the assistant, docked where it fits; ?q= a search; ?ask= wins', () => {
    expect(requestOnLoad('?ask=怎么部署', false)).toEqual({ tab: 'ai', query: '怎么部署', dockIfFits: true })
    expect(requestOnLoad('?q=vllm', false)).toEqual({ tab: 'keyword', query: 'vllm' })
    expect(requestOnLoad('?q=vllm&ask=部署', false)).toEqual({ tab: 'ai', query: '部署', dockIfFits: true })
  })

  it('a blank ?ask= is none; a shortcut pressed before the theme mounted opens the empty search', () => {
    expect(requestOnLoad('?ask=%20', false)).toBeNull()
    expect(requestOnLoad('', true)).toEqual({ tab: 'keyword' })
    expect(requestOnLoad('', false)).toBeNull()
  })
})
