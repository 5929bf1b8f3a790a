/**
 * What the corpus recipes share (`npm run bench:corpus:get`): a Debian package fetched with apt (the
 * version a recipe names when apt offers it) and extracted with dpkg-deb, its files walked, its
 * licence read from its copyright file, and a corpus folder written.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export interface Page {
  /** Path under the corpus's `src/`: `shared/guide/assistive.md`. */
  rel: string
  md: string
}

/** How one corpus is made from one Debian package. */
export interface Recipe {
  /** The Debian package; also the corpus's name. */
  package: string
  /** The version the corpus was first made from, and the sha256 of that .deb. */
  version: string
  sha256: string
  /** Every page of the extracted package (`root` is where it was extracted) as Markdown. */
  convert(root: string): { sources: string; pages: Page[] }
  /** The selection rule: whether a converted page belongs to the corpus. */
  keep(md: string): boolean
  /** README texts: its title, what it is, the selection, licence remarks, the conversion, known flaws. */
  readme: { title: string; about: string; selection: string; licence: string; conversion: string; flaws: string }
}

const run = (command: string, args: string[], cwd?: string) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })

/** The versions of a package apt offers (none before the first `apt-get update`). */
const aptVersions = (pkg: string) =>
  run('apt-cache', ['madison', pkg])
    .split('\n')
    .map((line) => line.split('|')[1]?.trim())
    .filter((v): v is string => !!v)

export interface Deb {
  file: string
  version: string
  sha256: string
  /** Why the version is not the recipe's, when it is not. */
  unpinned?: string
}

/** Downloads `pkg` into `dir`: `version` when apt offers it, else apt's candidate (and says so). */
export function downloadDeb(pkg: string, version: string, dir: string): Deb {
  let offered = aptVersions(pkg)
  if (!offered.length) {
    // A fresh machine has no package lists yet; only root may fetch them.
    if (process.getuid?.() !== 0) throw new Error(`apt offers no ${pkg}: run \`sudo apt-get update\` and try again`)
    console.log(`apt offers no ${pkg}: apt-get update…`)
    run('apt-get', ['update', '-qq'])
    offered = aptVersions(pkg)
    if (!offered.length) throw new Error(`apt offers no ${pkg}, even after apt-get update`)
  }
  const pinned = offered.includes(version)
  const unpinned = pinned ? undefined : `the recipe names ${version}; apt offers only ${offered.join(', ')}`
  if (unpinned) console.warn(`WARNING: ${pkg}: ${unpinned}. Taking apt's candidate: the corpus will differ.`)
  run('apt-get', ['download', '-qq', pinned ? `${pkg}=${version}` : pkg], dir)
  const name = fs.readdirSync(dir).find((f) => f.endsWith('.deb'))
  if (!name) throw new Error(`apt-get download ${pkg} left no .deb`)
  const file = path.join(dir, name)
  return {
    file,
    version: run('dpkg-deb', ['--field', file, 'Version']).trim(),
    sha256: createHash('sha256').update(fs.readFileSync(file)).digest('hex'),
    unpinned,
  }
}

export const extractDeb = (file: string, dir: string): void => void run('dpkg-deb', ['--extract', file, dir])

export interface Licence {
  /** The `Copyright:` and `License:` (short name) of the stanza for all files. */
  copyright: string
  name: string
  /** The licence text's file under /usr/share/common-licenses, and the text. */
  file: string
  text: string
}

const COMMON_LICENSES = '/usr/share/common-licenses'

/**
 * The licence of an extracted package's files (`Files: *` of its machine-readable copyright file).
 * Debian ships common licence texts once, in base-files; the copyright file names the one it uses.
 */
export function licenceOf(root: string, pkg: string): Licence {
  const copyrightFile = path.join(root, 'usr/share/doc', pkg, 'copyright')
  const stanza = fs
    .readFileSync(copyrightFile, 'utf8')
    .split(/\n[ \t]*\n/)
    .find((s) => /^Files:[ \t]*\*[ \t]*$/m.test(s))
  if (!stanza) throw new Error(`${copyrightFile}: no "Files: *" stanza`)
  const field = (name: string) =>
    new RegExp(`^${name}:(.*(?:\\n[ \\t].*)*)`, 'm')
      .exec(stanza)?.[1]
      ?.split('\n')
      .map((line) => line.trim()) ?? []
  const file = new RegExp(`${COMMON_LICENSES}/([\\w.+-]*[\\w+])`).exec(stanza)?.[1]
  if (!file) throw new Error(`${copyrightFile}: the "Files: *" stanza names no file in ${COMMON_LICENSES}`)
  const textFile = path.join(COMMON_LICENSES, file)
  if (!fs.existsSync(textFile)) throw new Error(`${textFile} is missing (Debian's base-files package has it)`)
  return {
    copyright: field('Copyright').filter(Boolean).join(' '),
    name: field('License')[0] ?? '',
    file: textFile,
    text: fs.readFileSync(textFile, 'utf8'),
  }
}

/** Writes `<out>/src/**.md`, `<out>/README.md` and `<out>/LICENSE`. */
export function writeCorpus(out: string, pages: Page[], readme: string, licence: string): void {
  fs.mkdirSync(out, { recursive: true })
  for (const page of pages) {
    const file = path.join(out, 'src', page.rel)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, page.md)
  }
  fs.writeFileSync(path.join(out, 'README.md'), readme)
  fs.writeFileSync(path.join(out, 'LICENSE'), licence)
}
