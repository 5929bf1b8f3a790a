import { describe, expect, it } from 'vitest'
import { dockChoiceOf, docksAssistant } from '../../../src/island-contract/dock'
import { DOCK_VALUES } from '../../../src/contracts/page-storage-keys'

describe('where the assistant goes (the island’s rule, which the theme asks too)', () => {
  it('reads the stored choice, and anything else as no choice', () => {
    expect(dockChoiceOf(DOCK_VALUES.docked)).toBe('docked')
    expect(dockChoiceOf(DOCK_VALUES.dialog)).toBe('dialog')
    for (const junk of [null, '', 'true', '{"a":1}', ' 1']) expect(dockChoiceOf(junk)).toBeNull()
  })

  it('docks on a wide screen when the reader chose the dock, whatever the request', () => {
    expect(docksAssistant(true, 'docked', undefined)).toBe(true)
    expect(docksAssistant(true, 'docked', false)).toBe(true)
  })

  it('docks a request that prefers it unless the reader chose the dialog', () => {
    expect(docksAssistant(true, null, true)).toBe(true)
    expect(docksAssistant(true, 'dialog', true)).toBe(false)
    expect(docksAssistant(true, null, undefined)).toBe(false)
  })

  it('never docks on a narrow screen', () => {
    for (const choice of ['docked', 'dialog', null] as const)
      for (const prefers of [true, false, undefined]) expect(docksAssistant(false, choice, prefers)).toBe(false)
  })
})
