/**
 * The small JSONPath the facts file uses to point into an OpenAPI document (pure): `$` then `.name`,
 * `['any key']`, `[0]`, `.*` / `[*]` (every member) and `..name` (that member at any depth). Selecting
 * follows local `$ref`s (`#/components/…`) the way a reader of the rendered reference does: a response
 * written `{ $ref: '#/components/responses/Unauthorized' }` states what Unauthorized says.
 */
import { isObject } from '../contracts/json'

export type PathStep =
  { kind: 'key'; key: string } | { kind: 'index'; index: number } | { kind: 'any' } | { kind: 'descend'; key: string }

type Key = string | number

/** One node a path selects: its value, the path that reached it, and where it is written in the document. */
export interface Selected {
  value: unknown
  /** The path as followed, every wildcard filled in (`$.paths['/completions'].post…`). */
  path: string
  /** The keys of the node's own place in the document, after any `$ref`: where to edit it. */
  at: Key[]
}

const NAME = /^[A-Za-z_$][\w$-]*/

/** Parses a path; throws an Error naming what is wrong at which character. */
export function parseJsonPath(src: string): PathStep[] {
  if (!src.startsWith('$')) throw new Error(`path "${src}" must start with $`)
  const steps: PathStep[] = []
  let i = 1
  const fail = (what: string): never => {
    throw new Error(`path "${src}": ${what} at character ${i + 1}`)
  }
  while (i < src.length) {
    const rest = src.slice(i)
    if (rest.startsWith('..')) {
      i += 2
      const name = NAME.exec(src.slice(i))?.[0] ?? fail('a member name after ..')
      steps.push({ kind: 'descend', key: name })
      i += name.length
    } else if (rest.startsWith('.*') || rest.startsWith('[*]')) {
      steps.push({ kind: 'any' })
      i += rest.startsWith('.*') ? 2 : 3
    } else if (rest.startsWith('.')) {
      i += 1
      const name = NAME.exec(src.slice(i))?.[0] ?? fail('a member name after .')
      steps.push({ kind: 'key', key: name })
      i += name.length
    } else if (/^\[\d/.test(rest)) {
      const [whole, digits = ''] = /^\[(\d+)\]/.exec(rest) ?? fail('an unterminated index')
      steps.push({ kind: 'index', index: Number(digits) })
      i += whole.length
    } else if (/^\[['"]/.test(rest)) {
      const [whole, , key = ''] = /^\[(['"])((?:\\.|(?!\1).)*)\1\]/.exec(rest) ?? fail('an unterminated quoted key')
      steps.push({ kind: 'key', key: key.replace(/\\(.)/g, '$1') })
      i += whole.length
    } else fail('an unexpected character')
  }
  return steps
}

/** `$.a['/b'][0]`: names written plainly where they can be, other keys quoted. */
export function formatJsonPath(keys: readonly Key[]): string {
  return (
    '$' +
    keys
      .map((k) =>
        typeof k === 'number' ? `[${k}]` : /^[A-Za-z_$][\w$]*$/.test(k) ? `.${k}` : `['${k.replace(/'/g, "\\'")}']`,
      )
      .join('')
  )
}

/** How many `$ref`s in a row are followed before a loop of references is given up on. */
const MAX_REFS = 16

/** The node at a local `$ref` (`#/components/schemas/X`, with `~1` for `/` and `~0` for `~`), or null. */
function resolveRef(doc: unknown, ref: string): { value: unknown; at: Key[] } | null {
  if (!ref.startsWith('#/')) return null
  const at = ref
    .slice(2)
    .split('/')
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'))
  let node = doc
  for (const k of at) {
    // A JSON pointer steps into arrays too (`parameters/0`).
    if (!isObject(node) && !Array.isArray(node)) return null
    if (!(k in node)) return null
    node = (node as Record<string, unknown>)[k]
  }
  return { value: node, at }
}

/** A node written as `{ $ref }` stands for what it references (unresolvable references stay as written). */
function followRefs(doc: unknown, sel: Selected): Selected {
  let cur = sel
  for (let n = 0; n < MAX_REFS && isObject(cur.value) && typeof cur.value.$ref === 'string'; n++) {
    const target = resolveRef(doc, cur.value.$ref)
    if (!target) break
    cur = { value: target.value, path: cur.path, at: target.at }
  }
  return cur
}

const child = (sel: Selected, key: Key): Selected => ({
  value: (sel.value as Record<Key, unknown>)[key],
  path: sel.path + formatJsonPath([key]).slice(1),
  at: [...sel.at, key],
})

const members = (sel: Selected): Selected[] =>
  Array.isArray(sel.value)
    ? sel.value.map((_, i) => child(sel, i))
    : isObject(sel.value)
      ? Object.keys(sel.value).map((k) => child(sel, k))
      : []

/** Every member named `key` below (or on) a node, at any depth (in the order of the parsed object's keys). */
function descendants(sel: Selected, key: string): Selected[] {
  const own = isObject(sel.value) && key in sel.value ? [child(sel, key)] : []
  return [...own, ...members(sel).flatMap((m) => descendants(m, key))]
}

function step(doc: unknown, sel: Selected, s: PathStep): Selected[] {
  // `.$ref` reads the reference itself; any other step goes through it.
  const node = s.kind === 'key' && s.key === '$ref' ? sel : followRefs(doc, sel)
  switch (s.kind) {
    case 'key':
      return isObject(node.value) && s.key in node.value ? [child(node, s.key)] : []
    case 'index':
      return Array.isArray(node.value) && s.index < node.value.length ? [child(node, s.index)] : []
    case 'any':
      return members(node)
    case 'descend':
      return descendants(node, s.key)
  }
}

/** The nodes a parsed path selects in a document (none when it leads nowhere). */
export function selectJsonPath(doc: unknown, steps: readonly PathStep[]): Selected[] {
  let selected: Selected[] = [{ value: doc, path: '$', at: [] }]
  for (const s of steps) selected = selected.flatMap((sel) => step(doc, sel, s))
  return selected
}
