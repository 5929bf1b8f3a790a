/** The corpus of LibreOffice's zh-CN help, from Debian's `libreoffice-help-zh-cn` (converter: testkit/corpora). */
import fs from 'node:fs'
import path from 'node:path'
import { convertHelpPage, keepHelpPage } from '../../testkit/corpora/libreoffice-help'
import type { Recipe } from './shared'

const HELP_TEXT = 'usr/share/libreoffice/help/zh-CN/text'

export const libreofficeHelp: Recipe = {
  package: 'libreoffice-help-zh-cn',
  version: '4:7.4.7-1+deb12u14',
  sha256: 'db867cdece4c2f9c7eebe65e519c6cf386fdcf49d6e061db3dffec893b3e1dee',
  convert(root) {
    const dir = path.join(root, HELP_TEXT)
    const files = fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .sort()
    const pages = files.map((file) => {
      const rel = file.replace(/\.html$/, '.md')
      return { rel, md: convertHelpPage(fs.readFileSync(path.join(dir, file), 'utf8'), rel) }
    })
    return { sources: `files \`${HELP_TEXT}/**/*.html\` (${files.length.toLocaleString('en-US')} help pages)`, pages }
  },
  keep: keepHelpPage,
  readme: {
    title: 'LibreOffice 7.4 Help in Simplified Chinese',
    about:
      'The built-in help of LibreOffice 7.4 (Writer, Calc, Impress, Draw, Base, Math, Chart, Basic and the shared ' +
      'dialogs), in its zh-CN translation, converted from HTML to Markdown, one page per help page. Images are not included.',
    selection:
      'pages with at least 100 Han characters outside code and at most a third of their text lines English only. ' +
      'The others are mostly one-line menu or dialog stubs, or pages whose translation is incomplete (untranslated ' +
      "strings fall back to English; e.g. much of Base's report builder and the ScriptForge Basic library)",
    licence: 'The same stanza says that some files include Apache-2.0 material.',
    conversion: `In the help's own tree without the \`text/\` level (\`src/scalc/01/04060106.md\`, \`src/shared/guide/assistive.md\`, ...):

- Only \`#DisplayArea\` (the page body) is kept: no header, module menu, index, search box, footer
  debug block, scripts or \`<meta itemprop="keywords">\` index terms.
- Headings \`h1\`–\`h5\` become \`#\`–\`#####\` as written; a page without an \`h1\` gets its \`<title>\` as \`#\`
  (a few pages have more than one \`h1\`, as in the source).
- Platform/module switches: the help hides every case and picks one with JavaScript; the \`default\`
  case (the Linux/Windows wording of menus and keys) is kept, the macOS case dropped; a block switch
  without a default keeps all its module cases, an inline one its first.
- Note/tip/warning boxes become VitePress containers \`::: info\` / \`::: tip\` / \`::: warning\`.
- Basic, Python and SQL examples become fenced code with their language (\`vb\`, \`python\`, \`sql\`), other
  \`<pre>\` plain fences.
- Tables become GFM tables (first row as header; several paragraphs in a cell joined with \`<br>\`).
- \`span.emph\` becomes \`**bold**\` only where CommonMark can close it next to Chinese text (inner text
  not starting or ending with punctuation), plain text otherwise; \`span.literal\`/\`input\`/\`code\`
  become inline code; menu paths, key names and product names are plain text.
- Images and icons are dropped; an icon table keeps its text labels as paragraphs.
- Internal links are rewritten to relative \`.md\` links (targets that were not selected stay dead);
  external links kept. \`<\` and \`>\` in text are written as \`&lt;\` \`&gt;\`.`,
    flaws: `- Kept pages still contain some untranslated English sentences (up to a third of a page's lines):
  this is how the zh-CN help ships.
- Many pages are dialog references with short option descriptions and many \`###\` headings; a few
  Basic pages are mostly code and syntax tables.
- Text such as \`{{\` appears inside code (Math/Basic syntax); a real VitePress site build would need
  \`v-pre\` there. The bench renders Markdown only and is not affected.
- Lists are loose (\`-   item\` with blank lines between), as turndown writes lists of paragraphs.`,
  },
}
