import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CHAT_MODES, DEFAULT_CONVERSATION_MODELS, MODEL_ENV } from '../../../src/contracts'
import { ASK_AGAIN_MODE } from '../../../src/react-islands/chat/controller'
import { chatStringsFor } from '../../../src/react-islands/strings/chat'

// The chat modes are defined once (src/contracts/chat-modes.ts); the documents that list them are held
// to that list here, so a mode added, renamed or changed there fails until the documents follow.
const root = path.resolve(__dirname, '../../..')
const read = (doc: string) => fs.readFileSync(path.join(root, doc), 'utf8')

/** The rows of the first table after `marker` in `doc`, each a list of its cells (header and rule dropped). */
function tableAfter(doc: string, marker: string): string[][] {
  const text = read(doc)
  const at = text.indexOf(marker)
  if (at < 0) throw new Error(`${doc}: no "${marker}"`)
  const lines = text.slice(at).split('\n')
  const start = lines.findIndex((l) => l.startsWith('|'))
  const end = lines.findIndex((l, i) => i > start && !l.startsWith('|'))
  return lines.slice(start + 2, end < 0 ? undefined : end).map((row) =>
    row
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((c) => c.trim()),
  )
}
const code = (s: string) => `\`${s}\``
const both = (zh: string, en: string) => `${code(zh)} / ${code(en)}`
const zh = chatStringsFor('zh').modes
const en = chatStringsFor('en').modes

describe('the documents list the chat modes of the list', () => {
  it('README "Configuration": the TYPESENSE_MODEL_<MODE> row, its name and default rule true of every mode', () => {
    const rows = tableAfter('README.md', '\n## Configuration\n').filter(([name]) =>
      name?.startsWith('`TYPESENSE_MODEL_'),
    )
    expect(rows.map((r) => r.slice(0, 2))).toEqual([[code('TYPESENSE_MODEL_<MODE>'), code('docs-<mode>')]])
    for (const mode of CHAT_MODES) {
      expect(DEFAULT_CONVERSATION_MODELS[mode]).toBe(`docs-${mode}`)
      expect(MODEL_ENV[mode]).toBe(`TYPESENSE_MODEL_${mode.toUpperCase()}`)
    }
  })

  it("BEHAVIOUR.md search §9: the mode table, row for row, with the catalogue's texts", () => {
    const rows = tableAfter('BEHAVIOUR.md', '\n**Chat modes**')
    expect(rows).toEqual(
      CHAT_MODES.map((mode) => [
        code(mode),
        both(zh[mode].label, en[mode].label),
        both(zh[mode].time, en[mode].time),
        both(zh[mode].description, en[mode].description),
        code(ASK_AGAIN_MODE[mode]),
        `${code(MODEL_ENV[mode])}, ${code(DEFAULT_CONVERSATION_MODELS[mode])}`,
      ]),
    )
  })
})
