import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { legacyRedirects, legacyPrefixRedirects } from '../../../.vitepress/navigation/redirects'
import { MODEL_ENV } from '../../../src/contracts'
import { findTicketNumbers } from '../../../lint/ticket-numbers.js'

// The root documents name files and constants in backticks; this test holds every such name to the code,
// so a rename or a deletion fails here until the text follows it.
//
// - A path: a backticked word with a `/` or a file extension, no spaces, not a URL. Rooted at a top-level
//   entry of the repository (`src/…`, `docs/…`, `.vitepress/…`), it must exist; a shorter one
//   (`support/bannerState.ts`, `composables/`) must be the end of an existing path. `<area>`, `{name}`,
//   `*` and `…` stand for any name. Not checked: names of what the build writes (`.vitepress/dist…`,
//   `assets/…`, `u/<n>.json`, `llms.txt`), files with an extension the repository never uses (the Typesense
//   server's `src/core_api.cpp`), and slash-words that are no files (`text/markdown`, `resources/read`).
// - A site route (`/gen-studio/api/`, `/ai-studio/job/create.md`) under a folder of docs/ must be a page.
// - A SCREAMING_CASE constant named beside a file (`X` in `file`, `X`, `file`, `X` = 3 (`file`), a table
//   cell `X`, `file` or `X`, same) must be declared or exported in that file; one named alone must occur
//   in the code outside tests/ and docs/ (src/, .vitepress/, testkit/, bench/, deploy/, packages/, lint/,
//   the root config files and package.json's scripts), as an identifier or in a string (environment
//   variables are read by name), or be a setting name the code derives from a list (`TYPESENSE_MODEL_<MODE>`,
//   one per chat mode: `MODEL_ENV`).
const root = path.resolve(__dirname, '../../..')
const DOCUMENTS = ['README.md', 'ARCHITECTURE.md', 'BEHAVIOUR.md', 'CONTRIBUTING.md']
const CODE_ROOTS = ['src', '.vitepress', 'testkit', 'bench', 'deploy', 'packages', 'lint']
const SKIPPED_FOLDERS = new Set(['node_modules', '.git'])
/** What the build, the test runners and `npm run shots` write: named in the documents, absent from a fresh clone. */
const BUILD_OUTPUT = /^(\.vitepress\/(dist|cache)[\w*-]*|reports|test-results|playwright-report|shots|assets)(\/|$)/
/** Extensions of code: a short path with one of these names a file of ours wherever it stands. */
const CODE_EXTENSIONS = new Set(['ts', 'tsx', 'vue', 'mjs', 'js', 'css'])
const CONSTANT = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/
/** Upstream files the documents name (CONTRIBUTING.md's patches), with the package that has them. */
const UPSTREAM_FILES: Record<string, string> = { 'VPNavBar.vue': 'vitepress', 'without-fonts.js': 'vitepress' }
/** Old addresses the site redirects (BEHAVIOUR.md's legacy redirects): routes that are no pages. */
const LEGACY = [...legacyRedirects, ...legacyPrefixRedirects].map((r) => r.from)

// ---- the repository's files ------------------------------------------------------------------------

function walk(rel: string, files: string[], dirs: string[]): void {
  for (const d of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
    const p = rel ? `${rel}/${d.name}` : d.name
    if (SKIPPED_FOLDERS.has(d.name) || BUILD_OUTPUT.test(p)) continue
    if (d.isDirectory()) {
      dirs.push(`${p}/`)
      walk(p, files, dirs)
    } else files.push(p)
  }
}
const files: string[] = []
const dirs: string[] = []
walk('', files, dirs)
const topLevel = new Set(fs.readdirSync(root).filter((n) => !SKIPPED_FOLDERS.has(n)))
const extensions = new Set(files.map((f) => /\.([a-z0-9]+)$/i.exec(f)?.[1]).filter(Boolean))
const docsFolders = new Set(
  fs
    .readdirSync(path.join(root, 'docs'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'public')
    .map((d) => d.name),
)

/** A path as written, with its placeholders (`<x>`, `{x}`, `*`, `…`) as a regular expression. */
function pattern(written: string, anchored: boolean): RegExp {
  const body = written
    .split(/(<[^>]*>|\{[^}]*\}|\*\*|\*|…)/)
    .map((part, i) => {
      if (i % 2 === 0) return part.replace(/[.+?^$()[\]\\|]/g, '\\$&')
      return part === '**' || part === '…' ? '.*' : '[^/]+'
    })
    .join('')
  return new RegExp(`${anchored ? '^' : '(^|/)'}${body}${written.endsWith('/') ? '' : '/?'}$`)
}
/** The repository paths (files and folders) a written path names: all, or those it ends. */
function matching(written: string, anchored: boolean): string[] {
  const re = pattern(written, anchored)
  return [...files, ...dirs].filter((p) => re.test(p))
}

// ---- the code's names --------------------------------------------------------------------------------

interface CodeFile {
  declared: Set<string>
  words: Set<string>
}
function scriptsOf(file: string, text: string): string[] {
  if (!file.endsWith('.vue')) return [text]
  return [...text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '')
}
function readCode(file: string): CodeFile {
  const declared = new Set<string>()
  const words = new Set<string>()
  const text = fs.readFileSync(path.join(root, file), 'utf8')
  for (const script of scriptsOf(file, text)) {
    const source = ts.createSourceFile(file, script, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX)
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) words.add(node.text)
      if (
        ts.isStringLiteralLike(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)
      )
        for (const w of node.text.split(/[^A-Za-z0-9_]+/)) words.add(w)
      const name = (node as { name?: ts.Node }).name
      if (
        name &&
        (ts.isIdentifier(name) || ts.isStringLiteral(name)) &&
        (ts.isVariableDeclaration(node) ||
          ts.isFunctionDeclaration(node) ||
          ts.isClassDeclaration(node) ||
          ts.isEnumDeclaration(node) ||
          ts.isEnumMember(node) ||
          ts.isInterfaceDeclaration(node) ||
          ts.isTypeAliasDeclaration(node) ||
          ts.isPropertyAssignment(node) ||
          ts.isPropertyDeclaration(node) ||
          ts.isPropertySignature(node) ||
          ts.isMethodDeclaration(node) ||
          ts.isExportSpecifier(node) ||
          ts.isBindingElement(node))
      )
        declared.add(name.text)
      if (ts.isShorthandPropertyAssignment(node)) declared.add(node.name.text)
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return { declared, words }
}
const isCode = (f: string) => /\.(ts|tsx|vue|mjs|js)$/.test(f) && !f.endsWith('.d.ts')
const code = new Map<string, CodeFile>(
  files
    .filter((f) => isCode(f) && (CODE_ROOTS.some((r) => f.startsWith(`${r}/`)) || !f.includes('/')))
    .map((f) => [f, readCode(f)]),
)
const packageScripts = Object.values(
  (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
).join(' ')
/** Names the code builds rather than spells: each chat mode's model setting. */
const DERIVED_NAMES = new Set<string>(Object.values(MODEL_ENV))
const inCode = (name: string) =>
  DERIVED_NAMES.has(name) ||
  [...code.values()].some((f) => f.words.has(name) || f.declared.has(name)) ||
  new RegExp(`\\b${name}\\b`).test(packageScripts)

// ---- the documents' code spans -----------------------------------------------------------------------

interface Span {
  doc: string
  line: number
  text: string
  /** A path this constant is named beside, as written. */
  beside?: string
}

/** Every code span of a document outside fenced blocks, constants bound to the path they are named beside. */
function spansOf(doc: string): Span[] {
  const lines = fs.readFileSync(path.join(root, doc), 'utf8').split('\n')
  const spans: Span[] = []
  let fenced = false
  let paragraph: { line: number; text: string }[] = []
  let tableWhere: string | undefined
  const flush = () => {
    spans.push(...bind(doc, paragraph))
    paragraph = []
  }
  lines.forEach((text, i) => {
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced
      flush()
      return
    }
    if (fenced) return
    if (/^\s*\|/.test(text)) {
      flush()
      if (/^\s*\|[\s|:-]+\|\s*$/.test(text)) return
      const row = cellsOf(text).flatMap((cell) => bind(doc, [{ line: i + 1, text: cell }], tableWhere))
      spans.push(...row)
      tableWhere = row.filter((s) => isPath(s.text)).at(-1)?.text ?? tableWhere
      return
    }
    tableWhere = undefined
    if (!text.trim() || /^\s*(#|- |\d+\. )/.test(text)) flush()
    paragraph.push({ line: i + 1, text })
  })
  flush()
  return spans
}

/** A table row's cells: split on `|` outside code spans and not escaped. */
function cellsOf(row: string): string[] {
  const cells: string[] = []
  let cell = ''
  let inCode = false
  for (let i = 0; i < row.length; i++) {
    const c = row[i]
    if (c === '`') inCode = !inCode
    if (c === '|' && !inCode && row[i - 1] !== '\\') {
      cells.push(cell)
      cell = ''
    } else cell += c
  }
  cells.push(cell)
  return cells.slice(1, -1)
}

/**
 * The code spans of a piece of text, each constant bound to the path it is named beside: the chain
 * `A`, `B` = 3 (`file`) binds A and B to file; `A` in `file` binds A; in a table, `A`, same binds A to
 * the path of the row above (`where`).
 */
function bind(doc: string, lines: { line: number; text: string }[], where?: string): Span[] {
  const text = lines.map((l) => l.text).join('\n')
  const lineAt = (index: number) => lines[text.slice(0, index).split('\n').length - 1]?.line ?? 0
  const found: (Span & { start: number; end: number })[] = []
  for (const m of text.matchAll(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g)) {
    const t = m[2]!.replace(/\s+/g, ' ').trim()
    found.push({ doc, line: lineAt(m.index), text: t, start: m.index, end: m.index + m[0].length })
  }
  // The gap between two spans of one chain: a value and one joining word or mark.
  const joins = (gap: string) => /^\s*(=[^,;()`\n]{1,24})?\s*(,|\(|in|and|or|\/|×)?\s*$/.test(gap)
  let chain: typeof found = []
  found.forEach((s, i) => {
    const previous = found[i - 1]
    if (chain.length && previous && !joins(text.slice(previous.end, s.start))) chain = []
    if (isPath(s.text)) {
      if (isOurs(s.text)) for (const c of chain) c.beside = s.text
      chain = []
      return
    }
    if (CONSTANT.test(s.text)) chain.push(s)
    else if (chain.length && !/^[\w.]+$/.test(s.text)) chain = []
    const rest = text.slice(s.end, found[i + 1]?.start ?? text.length)
    if (where && chain.length && /^\s*,\s*same\b/.test(rest)) for (const c of chain) c.beside = where
  })
  return found.map(({ start: _start, end: _end, ...span }) => span)
}

/** A backticked word that names a path: a `/` or an extension the repository uses, no spaces, not a URL. */
function isPath(t: string): boolean {
  if (/\s|:\/\/|^\/\/|[|=:;,'"()[\]]/.test(t) || !/^[\w.@/<>{}*…+-]+$/.test(t)) return false
  return t.includes('/') || extensions.has(/^\.?[^.]+(?:\.[\w-]+)*\.([a-z][a-z0-9]*)$/i.exec(t)?.[1] ?? '')
}
/** A path of this repository's own (not a route, a build output, or someone else's file). */
function isOurs(t: string): boolean {
  const ext = /\.([a-z][a-z0-9]*)$/i.exec(t.replace(/\/$/, ''))?.[1]
  return !t.startsWith('/') && !BUILD_OUTPUT.test(t) && (!ext || extensions.has(ext))
}

// ---- the checks --------------------------------------------------------------------------------------

/** Why a written path is wrong, or null when it names what exists (or is not ours to check). */
function pathProblem(t: string): string | null {
  if (t.startsWith('/')) return routeProblem(t)
  const ext = /\.([a-z][a-z0-9]*)$/i.exec(t.replace(/\/$/, ''))?.[1]
  if (BUILD_OUTPUT.test(t) || /^[<{…*]/.test(t)) return null
  if (ext && !extensions.has(ext)) return null // someone else's file (the Typesense server's)
  const first = t.split('/')[0]!
  if (t.includes('/') && topLevel.has(first)) return matching(t, true).length ? null : 'no such path'
  if (!t.includes('/')) {
    if (/^[A-Z]+\.md$/.test(t)) return topLevel.has(t) ? null : 'no such document'
    if (!ext || !CODE_EXTENSIONS.has(ext)) return null // a name the build writes, or a reader's file
    const upstream = UPSTREAM_FILES[t]
    if (upstream) return inPackage(upstream, t) ? null : `not in ${upstream}`
    return matching(t, false).length ? null : 'no file of this name'
  }
  if (t.endsWith('/') || (ext && CODE_EXTENSIONS.has(ext))) return matching(t, false).length ? null : 'no path ends so'
  return null // a media type, an MCP method, a file the build writes
}

/** A site route under a folder of docs/ must be a page; other routes (the console's, an API's) are not ours. */
function routeProblem(route: string): string | null {
  const t = route.replace(/[#?].*$/, '')
  const first = t.split('/')[1] ?? ''
  if (!docsFolders.has(first)) return null
  const page = t.replace(/\.(html|md)$/, '')
  if (/\.[a-z0-9]+$/i.test(page)) return null // a file the build writes (llms.txt)
  const candidates = page.endsWith('/') ? [`docs${page}index.md`] : [`docs${page}.md`, `docs${page}/index.md`]
  if (candidates.some((c) => matching(c, true).length)) return null
  return LEGACY.some((from) => t === from || (from.endsWith('/') && t.startsWith(from))) ? null : 'no such page'
}

/** Whether an installed package has a file of this name. */
function inPackage(pkg: string, name: string): boolean {
  const has = (dir: string): boolean =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .some((d) => (d.isDirectory() && d.name !== 'node_modules' ? has(path.join(dir, d.name)) : d.name === name))
  return has(path.join(root, 'node_modules', pkg))
}

/** The files a path beside a constant names. */
const filesNamed = (t: string) =>
  matching(t, topLevel.has(t.split('/')[0]!) && t.includes('/')).filter((f) => code.has(f))

function constantProblem(s: Span): string | null {
  if (s.beside) {
    const named = filesNamed(s.beside)
    if (!named.length) return `named beside \`${s.beside}\`, which is no code file`
    if (!named.some((f) => code.get(f)!.declared.has(s.text))) return `not declared in \`${s.beside}\``
    return null
  }
  return inCode(s.text) ? null : 'in no code outside tests/ and docs/'
}

const spans = DOCUMENTS.flatMap(spansOf)
const where = (s: Span) => `${s.doc}:${s.line} \`${s.text}\``

describe('the root documents name what exists', () => {
  it('finds the spans it checks', () => {
    expect(spans.filter((s) => isPath(s.text)).length).toBeGreaterThan(300)
    expect(spans.filter((s) => CONSTANT.test(s.text) && s.beside).length).toBeGreaterThan(50)
  })

  it.each(DOCUMENTS)('%s: every backticked path exists', (doc) => {
    const wrong = spans
      .filter((s) => s.doc === doc && isPath(s.text))
      .flatMap((s) => {
        const problem = pathProblem(s.text)
        return problem ? [`${where(s)}: ${problem}`] : []
      })
    expect(wrong).toEqual([])
  })

  it.each(DOCUMENTS)('%s: every constant is where the text says', (doc) => {
    const wrong = spans
      .filter((s) => s.doc === doc && CONSTANT.test(s.text))
      .flatMap((s) => {
        const problem = constantProblem(s)
        return problem ? [`${where(s)}: ${problem}`] : []
      })
    expect(wrong).toEqual([])
  })

  it.each(DOCUMENTS)('%s: no issue or ticket numbers', (doc) => {
    const text = fs.readFileSync(path.join(root, doc), 'utf8')
    expect(findTicketNumbers(text).map((t) => t.match)).toEqual([])
  })
})

// ---- the layout blocks -------------------------------------------------------------------------------

/** The fenced block right after a heading of a document. */
function blockAfter(doc: string, heading: string): string {
  const text = fs.readFileSync(path.join(root, doc), 'utf8')
  const at = text.indexOf(`\n${heading}\n`)
  const block = at < 0 ? null : /```[^\n]*\n([\s\S]*?)\n```/.exec(text.slice(at))
  if (!block) throw new Error(`${doc}: no code block after "${heading}"`)
  return block[1]!
}
/** Top-level folders of the repository as a clone has them (git's, else what is on disk). */
function cloneFolders(): string[] {
  let paths: string[]
  try {
    paths = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n')
  } catch {
    paths = files
  }
  return [...new Set(paths.filter((p) => p.includes('/') && !p.startsWith('.')).map((p) => p.split('/')[0]!))]
}
const LAYOUTS: [string, string][] = [
  ['README.md', '## Layout'],
  ['ARCHITECTURE.md', '## Layers'],
]

describe('the layout blocks of README.md and ARCHITECTURE.md', () => {
  it.each(LAYOUTS)('%s: every folder it lists exists', (doc, heading) => {
    const wrong: string[] = []
    let parent = ''
    for (const line of blockAfter(doc, heading).split('\n')) {
      const entry = /^( {0,2})([\w.-]+(?:\/[\w.-]+)*\/?)(?= {2,}|$)/.exec(line)
      if (!entry) continue
      const name = entry[1] ? `${parent}${entry[2]}` : entry[2]!
      if (!entry[1]) parent = name
      if (!fs.existsSync(path.join(root, name))) wrong.push(name)
    }
    expect(wrong).toEqual([])
  })

  it.each(LAYOUTS)('%s: names every folder of the repository and every layer of src/', (doc, heading) => {
    const block = blockAfter(doc, heading)
    const layers = fs
      .readdirSync(path.join(root, 'src'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => `src/${d.name}`)
    const named = (folder: string) => new RegExp(`(^|[\\s(])${folder.replace(/\./g, '\\.')}/`, 'm').test(block)
    expect([...cloneFolders(), ...layers].filter((f) => !named(f))).toEqual([])
  })
})
