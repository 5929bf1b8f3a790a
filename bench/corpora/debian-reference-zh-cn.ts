/** The corpus of the zh-CN Debian Reference, from Debian's `debian-reference-zh-cn` (converter: testkit/corpora). */
import fs from 'node:fs'
import path from 'node:path'
import { convertReference, keepReferencePage, REFERENCE_FILE } from '../../testkit/corpora/debian-reference'
import type { Recipe } from './shared'

const BOOK = 'usr/share/debian-reference'

export const debianReference: Recipe = {
  package: 'debian-reference-zh-cn',
  version: '2.100',
  sha256: '6d2d8d9a646397e28b04cdff23d2e4374101ebf9be348e35961af62c8a2d0977',
  convert(root) {
    const dir = path.join(root, BOOK)
    const names = fs
      .readdirSync(dir)
      .filter((name) => REFERENCE_FILE.test(name))
      .sort()
    const pages = convertReference(names.map((name) => ({ name, html: fs.readFileSync(path.join(dir, name), 'utf8') })))
    const stems = names.map((name) => name.replace('.zh-cn.html', ''))
    return { sources: `files \`${BOOK}/{${stems.join(',')}}.zh-cn.html\``, pages }
  },
  keep: keepReferencePage,
  readme: {
    title: 'Debian Reference in Simplified Chinese',
    about:
      'Osamu Aoki\'s *Debian Reference* (version 2, for Debian 11 "bullseye"), zh-CN translation, converted from ' +
      'DocBook HTML to Markdown and split into one page per section. Long-form guide prose on Linux system ' +
      'administration, with many package tables and shell examples. Images are not included.',
    selection:
      'pages with at least 30 Han characters (the others are a chapter or section opening that is only a title, ' +
      'or a section that is only a code block)',
    licence:
      'The copyright file adds that the author asked all contributors, translators included, to license their ' +
      'work the same way.',
    conversion: `- Split: \`src/chNN/index.md\` = a chapter's opening text; \`chNN/S-0.md\` = a sect1's opening text
  (when it has sect2s); \`chNN/S-T.md\` = sect2 number T of sect1 S (its sect3s become \`##\`); a sect1
  without sect2s is one page \`chNN/S.md\`. Same for \`pr01/\` (preface) and \`apa/\` (appendix).
  Each page's title is its \`#\` heading.
- The files are XHTML: an empty anchor written \`<a id="..."/>\` is read as empty (an HTML parser would
  keep it open over the text after it, and its id would then send links to the next section).
- DocBook's generated section numbers are removed from headings; table titles (a bold line above the
  table) and cross-reference texts keep theirs, as printed.
- Line breaks that the translation files put between two Chinese characters are removed (a browser
  would show them as a stray space); other line breaks in prose become spaces.
- Admonitions become VitePress containers titled with the book's own label: note \`::: info\`, tip
  \`::: tip\`, caution and important \`::: warning\`, warning \`::: danger\`.
- \`<pre class="screen|programlisting">\` become plain fenced code; \`<code class="literal">\` inline code;
  package tables GFM tables; footnotes are appended to the page that cites them.
- Cross-references are rewritten to relative \`.md\` links where the target page exists; external links kept.`,
    flaws: `- Few \`##\`/\`###\` headings qualify as heading probes in bench:corpus: most sections are pages of
  their own with the title as \`#\` (sect3 is rare in this book).
- Many pages are dominated by package tables (popularity and size columns) and shell transcripts in
  English; prose is the rest.
- The book text is from 2021 (bullseye); some translated sentences are rough, as in the source.`,
  },
}
