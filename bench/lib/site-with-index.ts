import fs from 'node:fs'
import path from 'node:path'
import { INDEX_ASSETS_DIR, INDEX_META_FILE, SEARCH_INDEX_META_NAME } from '../../src/contracts'

/**
 * A copy of a built site whose Chinese index is replaced by another (the synthetic one), so the real
 * island searches it in the browser. Only the HTML pages are copied with the new meta tag; assets are
 * linked, not copied.
 */
export function siteWithIndex(
  dist: string,
  out: string,
  files: Map<string, string>,
  dir = `${INDEX_ASSETS_DIR}/zh/synthetic`,
): string {
  fs.rmSync(out, { recursive: true, force: true })
  fs.mkdirSync(out, { recursive: true })
  for (const entry of fs.readdirSync(dist)) {
    const from = path.join(dist, entry)
    if (entry === 'assets') {
      fs.mkdirSync(path.join(out, 'assets'))
      for (const a of fs.readdirSync(from)) fs.symlinkSync(path.join(from, a), path.join(out, 'assets', a))
    } else fs.cpSync(from, path.join(out, entry), { recursive: true })
  }
  // The search folder is replaced: unlink the real one and write the synthetic index in its place.
  fs.rmSync(path.join(out, INDEX_ASSETS_DIR), { force: true })
  fs.mkdirSync(path.join(out, dir), { recursive: true })
  for (const name of files.keys()) fs.mkdirSync(path.dirname(path.join(out, dir, name)), { recursive: true })
  for (const [name, body] of files) fs.writeFileSync(path.join(out, dir, name), body)
  fs.cpSync(path.join(dist, INDEX_ASSETS_DIR, 'en'), path.join(out, INDEX_ASSETS_DIR, 'en'), { recursive: true })
  const meta = `/${dir}/${INDEX_META_FILE}`
  const zhIndexMeta = new RegExp(`(<meta name="${SEARCH_INDEX_META_NAME}" content=")/${INDEX_ASSETS_DIR}/zh/[^"]+(")`)
  const rewrite = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name)
      if (e.isDirectory() && !(d === out && (e.name === 'assets' || e.name === 'en'))) rewrite(p)
      else if (e.isFile() && e.name.endsWith('.html')) {
        const html = fs.readFileSync(p, 'utf8')
        fs.writeFileSync(p, html.replace(zhIndexMeta, `$1${meta}$2`))
      }
    }
  }
  rewrite(out)
  return meta
}
