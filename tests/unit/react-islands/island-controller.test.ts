import { describe, expect, it, vi } from 'vitest'
import {
  initialIslandState,
  IslandController,
  OPEN_CLOSE_THROTTLE_MS,
  transition,
  type IslandEnv,
  type IslandEvent,
  type IslandState,
} from '../../../src/react-islands/island-controller'

const env = (over: Partial<IslandEnv> = {}): IslandEnv => ({
  now: 10_000,
  wide: true,
  rememberedTab: 'keyword',
  dockChoice: null,
  ...over,
})
const later = (over: Partial<IslandEnv> = {}) => env({ now: 20_000, ...over })

const closed = initialIslandState
const dialog = (tab: 'ai' | 'keyword' = 'keyword'): IslandState => ({
  ...closed,
  view: 'dialog',
  tab,
  request: { query: '', nonce: 1 },
  session: 1,
  lastToggle: 10_000,
})
const docked: IslandState = { ...closed, view: 'docked', tab: 'ai', focusNonce: 1 }
const dockedWithDialog: IslandState = { ...dialog('keyword'), view: 'dockedWithDialog', focusNonce: 1 }

const step = (s: IslandState, event: IslandEvent, e = later()) => transition(s, event, e)

describe('closed', () => {
  it('open → a fresh dialog on the remembered tab, with the query, and the tab remembered', () => {
    const { state, effects } = step(
      closed,
      { type: 'open', request: { query: 'gpu' } },
      later({ rememberedTab: 'keyword' }),
    )
    expect(state).toMatchObject({ view: 'dialog', tab: 'keyword', request: { query: 'gpu', nonce: 1 }, session: 1 })
    expect(effects).toEqual([{ type: 'saveTab', tab: 'keyword' }])
  })

  it('open on the AI tab → the dialog on AI, the question handed to the assistant (not to the query)', () => {
    const request = { tab: 'ai' as const, query: '如何部署？' }
    const { state, effects } = step(closed, { type: 'open', request })
    expect(state).toMatchObject({ view: 'dialog', tab: 'ai', request: { query: '' } })
    expect(effects).toEqual([
      { type: 'saveTab', tab: 'ai' },
      { type: 'ask', request },
    ])
  })

  it('open for AI where the reader chose the dock, on a wide screen → docked, asked there', () => {
    const request = { tab: 'ai' as const }
    const { state, effects } = step(closed, { type: 'open', request }, later({ dockChoice: 'docked' }))
    expect(state).toMatchObject({ view: 'docked', focusNonce: 1 })
    expect(effects).toEqual([{ type: 'ask', request }])
  })

  it('`?ask=` docks where it fits unless the reader chose the dialog; narrow screens get the dialog', () => {
    const request = { tab: 'ai' as const, query: 'q', dockIfFits: true }
    expect(step(closed, { type: 'open', request }).state.view).toBe('docked')
    expect(step(closed, { type: 'open', request }, later({ dockChoice: 'dialog' })).state.view).toBe('dialog')
    expect(step(closed, { type: 'open', request }, later({ wide: false, dockChoice: 'docked' })).state.view).toBe(
      'dialog',
    )
  })

  it('a page question opens the AI tab', () => {
    const request = { page: { url: '/a.html', title: 'A' } }
    expect(step(closed, { type: 'open', request }).state).toMatchObject({ view: 'dialog', tab: 'ai' })
  })

  it('open within the throttle interval of the last close does nothing', () => {
    const justClosed = { ...closed, lastToggle: 10_000 }
    const soon = env({ now: 10_000 + OPEN_CLOSE_THROTTLE_MS - 1 })
    expect(step(justClosed, { type: 'open', request: {} }, soon)).toEqual({ state: justClosed, effects: [] })
    expect(
      step(justClosed, { type: 'open', request: {} }, env({ now: 10_000 + OPEN_CLOSE_THROTTLE_MS })).state.view,
    ).toBe('dialog')
  })

  it('close, closeDock and narrowed do nothing', () => {
    for (const type of ['close', 'closeDock', 'narrowed'] as const)
      expect(step(closed, { type })).toEqual({ state: closed, effects: [] })
  })
})

describe('dialog', () => {
  it('close → closed, and the conversation ends', () => {
    const { state, effects } = step(dialog('ai'), { type: 'close' })
    expect(state).toMatchObject({ view: 'closed', lastToggle: 20_000 })
    expect(effects).toEqual([{ type: 'endChat' }])
  })

  it('close within the throttle interval of opening does nothing', () => {
    const s = dialog()
    expect(step(s, { type: 'close' }, env({ now: 10_050 }))).toEqual({ state: s, effects: [] })
  })

  it('open again switches to the tab asked for and hands over the query, without a fresh dialog', () => {
    const { state, effects } = step(dialog('ai'), { type: 'open', request: { tab: 'keyword', query: 'cuda' } })
    expect(state).toMatchObject({ view: 'dialog', tab: 'keyword', request: { query: 'cuda', nonce: 2 }, session: 1 })
    expect(effects).toEqual([{ type: 'saveTab', tab: 'keyword' }])
    // No tab and no query (Ctrl/Cmd+K again): nothing changes.
    expect(step(dialog('ai'), { type: 'open', request: {} }).state).toEqual(dialog('ai'))
  })

  it('open for AI while open (narrow or dialog chosen) → the AI tab, asked there', () => {
    const request = { tab: 'ai' as const, query: 'q' }
    const { state, effects } = step(dialog('keyword'), { type: 'open', request }, later({ wide: false }))
    expect(state).toMatchObject({ view: 'dialog', tab: 'ai', session: 1 })
    expect(effects).toEqual([
      { type: 'saveTab', tab: 'ai' },
      { type: 'ask', request },
    ])
  })

  it('open for AI where the reader chose the dock → docked; the dialog gives way', () => {
    const { state } = step(dialog('keyword'), { type: 'open', request: { tab: 'ai' } }, later({ dockChoice: 'docked' }))
    expect(state.view).toBe('docked')
  })

  it('chooseTab → that tab, remembered', () => {
    const { state, effects } = step(dialog('keyword'), { type: 'chooseTab', tab: 'ai' })
    expect(state).toMatchObject({ view: 'dialog', tab: 'ai' })
    expect(effects).toEqual([{ type: 'saveTab', tab: 'ai' }])
  })

  it('dock → docked, the choice remembered and recorded, the dock focused', () => {
    const { state, effects } = step(dialog('ai'), { type: 'dock' })
    expect(state).toMatchObject({ view: 'docked', focusNonce: 1 })
    expect(effects).toEqual([
      { type: 'saveDock', docked: true },
      { type: 'track', event: 'AIAssistantDocked' },
    ])
  })

  it('undock and narrowed do nothing', () => {
    expect(step(dialog(), { type: 'narrowed' })).toEqual({ state: dialog(), effects: [] })
    expect(step(dialog(), { type: 'closeDock' })).toEqual({ state: dialog(), effects: [] })
  })
})

describe('docked', () => {
  it('open for a keyword search → the dialog over the dock', () => {
    const { state, effects } = step(docked, { type: 'open', request: { tab: 'keyword', query: 'x' } })
    expect(state).toMatchObject({ view: 'dockedWithDialog', tab: 'keyword', request: { query: 'x' }, session: 1 })
    expect(effects).toEqual([{ type: 'saveTab', tab: 'keyword' }])
  })

  it('open for AI → stays docked, the question asked there, the dock focused', () => {
    const request = { tab: 'ai' as const, query: 'q' }
    const { state, effects } = step(docked, { type: 'open', request }, later({ wide: false }))
    expect(state).toMatchObject({ view: 'docked', focusNonce: 2 })
    expect(effects).toEqual([{ type: 'ask', request }])
  })

  it('open on the remembered AI tab (Ctrl/Cmd+K) → the dock is focused, no dialog', () => {
    const { state, effects } = step(docked, { type: 'open', request: {} }, later({ rememberedTab: 'ai' }))
    expect(state).toMatchObject({ view: 'docked', focusNonce: 2, lastToggle: 20_000 })
    expect(effects).toEqual([])
  })

  it('undock → a fresh dialog on the AI tab; the choice remembered and recorded', () => {
    const { state, effects } = step(docked, { type: 'undock' })
    expect(state).toMatchObject({ view: 'dialog', tab: 'ai', request: { query: '', nonce: 1 }, session: 1 })
    expect(effects).toEqual([
      { type: 'saveDock', docked: false },
      { type: 'saveTab', tab: 'ai' },
      { type: 'track', event: 'AIAssistantUndocked' },
    ])
  })

  it('closeDock → closed, the conversation ends (the reader’s dock choice stays)', () => {
    expect(step(docked, { type: 'closeDock' })).toEqual({
      state: { ...docked, view: 'closed' },
      effects: [{ type: 'endChat' }],
    })
  })

  it('narrowed → the dialog takes over on the AI tab, the conversation kept', () => {
    const { state, effects } = step(docked, { type: 'narrowed' })
    expect(state).toMatchObject({ view: 'dialog', tab: 'ai', session: 1 })
    expect(effects).toEqual([{ type: 'saveTab', tab: 'ai' }])
  })

  it('close does nothing (there is no dialog)', () => {
    expect(step(docked, { type: 'close' })).toEqual({ state: docked, effects: [] })
  })
})

describe('docked with the dialog over it', () => {
  it('close → docked; the conversation stays', () => {
    const { state, effects } = step(dockedWithDialog, { type: 'close' })
    expect(state.view).toBe('docked')
    expect(effects).toEqual([])
  })

  it('chooseTab AI → the dialog gives way to the dock, which takes the focus', () => {
    const { state, effects } = step(dockedWithDialog, { type: 'chooseTab', tab: 'ai' })
    expect(state).toMatchObject({ view: 'docked', focusNonce: 2 })
    expect(effects).toEqual([{ type: 'saveTab', tab: 'ai' }])
  })

  it('chooseTab keyword → stays', () => {
    expect(step(dockedWithDialog, { type: 'chooseTab', tab: 'keyword' }).state).toEqual(dockedWithDialog)
  })

  it('open for AI → the dialog gives way to the docked assistant, asked there', () => {
    const request = { tab: 'ai' as const, query: 'q' }
    const { state, effects } = step(dockedWithDialog, { type: 'open', request })
    expect(state.view).toBe('docked')
    expect(effects).toEqual([{ type: 'ask', request }])
  })

  it('open for a keyword query → the query handed to the open dialog', () => {
    const { state } = step(dockedWithDialog, { type: 'open', request: { tab: 'keyword', query: 'n' } })
    expect(state).toMatchObject({ view: 'dockedWithDialog', request: { query: 'n', nonce: 2 }, session: 1 })
  })

  it('closeDock → the dialog alone; the conversation ends', () => {
    const { state, effects } = step(dockedWithDialog, { type: 'closeDock' })
    expect(state.view).toBe('dialog')
    expect(effects).toEqual([{ type: 'endChat' }])
  })

  it('narrowed → a fresh dialog on the AI tab', () => {
    expect(step(dockedWithDialog, { type: 'narrowed' }).state).toMatchObject({ view: 'dialog', tab: 'ai', session: 2 })
  })
})

describe('IslandController', () => {
  it('keeps the state, tells listeners of changes only, and runs the effects in order', () => {
    const run = vi.fn()
    const c = new IslandController(() => later(), run)
    const listener = vi.fn()
    c.subscribe(listener)
    c.dispatch({ type: 'close' })
    expect(listener).not.toHaveBeenCalled()
    c.dispatch({ type: 'open', request: { tab: 'ai', query: 'q' } })
    expect(c.getState().view).toBe('dialog')
    expect(listener).toHaveBeenCalledTimes(1)
    expect(run.mock.calls.map(([e]) => e.type)).toEqual(['saveTab', 'ask'])
  })
})
