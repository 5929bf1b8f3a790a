/**
 * `npm run bench:corpus:get -- <libreoffice-help-zh-cn|debian-reference-zh-cn> <out dir>`: builds one
 * of the Debian-derived corpora for `npm run bench:corpus` (documentation nobody here wrote) from its
 * Debian package: apt-get download (the version the recipe names when apt offers it; else apt's
 * candidate, said loudly and in the README), dpkg-deb --extract into a temporary folder, conversion
 * to Markdown, the recipe's selection; then writes `<out dir>/src/**.md`, a generated `README.md`
 * (source, version, licence, counts, how it was made) and the package's `LICENSE`. Needs Debian's apt;
 * as root it runs `apt-get update` itself when apt knows no version of the package yet.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { hanCount } from '../../testkit/corpora/shared'
import { median } from '../lib/report'
import { debianReference } from './debian-reference-zh-cn'
import { libreofficeHelp } from './libreoffice-help-zh-cn'
import {
  downloadDeb,
  extractDeb,
  licenceOf,
  writeCorpus,
  type Deb,
  type Licence,
  type Page,
  type Recipe,
} from './shared'

const RECIPES = new Map([libreofficeHelp, debianReference].map((recipe) => [recipe.package, recipe]))
const [name, out] = process.argv.slice(2).filter((a) => a !== '--')
const recipe = RECIPES.get(name ?? '')
if (!recipe || !out) throw new Error(`usage: npm run bench:corpus:get -- <${[...RECIPES.keys()].join('|')}> <out dir>`)
// Pages left from another run would pass for this one's.
if (fs.existsSync(out) && fs.readdirSync(out).length) throw new Error(`${out} is not empty: give a new folder`)

const started = performance.now()
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `corpus-${recipe.package}-`))
process.on('exit', () => fs.rmSync(tmp, { recursive: true, force: true }))
const deb = downloadDeb(recipe.package, recipe.version, tmp)
// Debian never reuses a version number for other contents: a different .deb is worth a loud word.
const otherDeb = !deb.unpinned && deb.sha256 !== recipe.sha256
if (otherDeb) console.warn(`WARNING: ${deb.file} is not the .deb the recipe names (sha256 ${recipe.sha256})`)
const root = path.join(tmp, 'root')
extractDeb(deb.file, root)
console.log(`${recipe.package} ${deb.version}: converting…`)
const { sources, pages } = recipe.convert(root)
const kept = pages.filter((page) => recipe.keep(page.md))
const licence = licenceOf(root, recipe.package)
writeCorpus(out, kept, readme(recipe, deb, sources, pages.length, kept, licence), licence.text)
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`${out}: ${kept.length} of ${pages.length} pages kept, ${seconds} s`)

function readme(recipe: Recipe, deb: Deb, sources: string, converted: number, kept: Page[], licence: Licence): string {
  const n = (x: number) => x.toLocaleString('en-US')
  const lengths = kept.map((page) => [...page.md].length)
  const text = kept.map((page) => page.md).join('')
  const warning = deb.unpinned
    ? `\n\n**Not the recipe's version**: ${deb.unpinned}.`
    : otherDeb
      ? `\n\n**Not the recipe's .deb**: the recipe names sha256 ${recipe.sha256} for this version.`
      : ''
  const { title, about, selection, conversion, flaws } = recipe.readme
  return `# ${title} (benchmark corpus)

${about}

\`src/**/*.md\`: **${n(kept.length)} pages**, ${n(Buffer.byteLength(text))} bytes, ${n([...text].length)} characters of which **${n(hanCount(text))} are Han characters** (median page ${n(median(lengths))} characters; smallest ${n(Math.min(...lengths))}, largest ${n(Math.max(...lengths))}).

## Source

Debian binary package \`${recipe.package}\`, version \`${deb.version}\` (sha256 of the .deb: ${deb.sha256}), as apt offered it on ${osName()}; ${sources}.${warning}

## Licence

Debian's copyright file of the package, stanza \`Files: *\`:

    Copyright: ${licence.copyright}
    License: ${licence.name}

The licence text, ${licence.file}, is in LICENSE. ${recipe.readme.licence} Used here only as data for measuring search engines; not published with the site.

## How it was made

Generated, do not edit: \`npm run bench:corpus:get -- ${recipe.package} <out dir>\` in the atlas-docs repository (\`bench/corpora/${recipe.package}.ts\`, ${commit()}): apt-get download, dpkg-deb --extract, then htmlparser2 and turndown (versions in its package-lock.json). ${n(converted)} pages converted, ${n(kept.length)} kept: ${selection}.

## Conversion

${conversion}

## Known flaws

${flaws}
`
}

function osName(): string {
  const release = fs.readFileSync('/etc/os-release', 'utf8')
  return /^PRETTY_NAME="?([^"\n]*)/m.exec(release)?.[1] ?? 'an unknown system'
}

/** The repository's commit, marked when the corpus code differs from it. */
function commit(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: __dirname, encoding: 'utf8' }).trim()
  try {
    const changed = git('status', '--porcelain', '--', '.', '../../testkit/corpora')
    return `commit ${git('rev-parse', '--short', 'HEAD')}${changed ? ' with local changes' : ''}`
  } catch {
    return 'commit unknown'
  }
}
