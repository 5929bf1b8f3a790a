/**
 * The two functions markdown-it takes from the `entities` package, decoded by the browser's own HTML
 * parser instead of the package's 19 KB (gzipped) entity table. markdown-it only hands over complete
 * references (`&name;`, `&#123;`, `&#x1F600;`); anything else is returned unchanged. A detached
 * <textarea> parses its content as RCDATA, so nothing in it can become an element or load anything.
 */
const REFERENCE = /&(?:[a-z][a-z0-9]{1,31}|#[0-9]{1,7}|#x[0-9a-f]{1,6});/gi

let area: HTMLTextAreaElement | null = null
const parsed = new Map<string, string>()

/** What an HTML parser makes of the reference (legacy prefixes such as `&not` included). */
function parse(reference: string): string {
  let out = parsed.get(reference)
  if (out === undefined) {
    area ??= document.createElement('textarea')
    area.innerHTML = reference
    out = area.value
    parsed.set(reference, out)
  }
  return out
}

/** Whole references only: `&notanentity;` is not `&not` followed by text. */
function strict(reference: string): string {
  const out = parse(reference)
  return reference[1] !== '#' && out.length > 1 && out.endsWith(';') ? reference : out
}

export const decodeHTML = (text: string): string => text.replace(REFERENCE, parse)
export const decodeHTMLStrict = (text: string): string => text.replace(REFERENCE, strict)
