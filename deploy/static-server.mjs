// The built site over HTTP, by the rules of the reference deployment (deploy/nginx/docs-site.conf.template):
// `npm run preview` runs it, and so do the e2e tests, the built-site tests and the benchmarks. Files as
// they are, directories through index.html, extension-less paths through .html, and 404.html with
// status 404 otherwise; every text type with charset=utf-8 (.md as text/markdown, .txt as text/plain);
// a page URL asked for with `Accept: text/markdown` answered with the page's Markdown copy, and pages
// marked `Vary: Accept`; Cache-Control as nginx sends it. What nginx does and this does not: the legacy
// URLs answer with the build's redirect pages (meta refresh), not a 301; there is no /typesense/ proxy.
// With `{ gzip: true }` it compresses text responses for clients that accept it, as a CDN does: the
// benchmarks use that, so Lighthouse's simulated network sees production transfer sizes. With
// `{ tls: { key, cert } }` it speaks HTTP/2 over TLS (HTTP/1.1 too), as CDNs serve sites to browsers.
import http from 'node:http'
import http2 from 'node:http2'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.jsonl': 'application/x-ndjson; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
  '.cast': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
}

/**
 * A client that names text/markdown in Accept, unless with q=0 (AI tools ask so; browsers never do).
 * The same expression as the nginx map `$docs_wants_markdown`.
 */
export const WANTS_MARKDOWN = /text\/markdown(?!\s*;\s*q=0(\.0{0,3})?\s*(,|$))/i

/**
 * The Markdown copies to try for a page URL, as the exporter names them (markdownCopyOf,
 * src/contracts/page-url.ts): `/a/` → `/a/index.md`, `/a/b.html` → `/a/b.md`, `/a/b` → `/a/b.md`, then
 * `/a/b/index.md`. Empty for anything that is not a page URL.
 */
export function markdownCopies(urlPath) {
  if (urlPath.endsWith('/')) return [urlPath + 'index.md']
  if (urlPath.endsWith('.html')) return [urlPath.slice(0, -'.html'.length) + '.md']
  if (/\/[^./]+$/.test(urlPath)) return [urlPath + '.md', urlPath + '/index.md']
  return []
}

/** Cache-Control by the served file's path, as the nginx map `$docs_cache_control` (why: see there). */
export function cacheControlOf(servedPath) {
  if (servedPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (/(\/|\.html|\.md|\.txt|\.xml|\.json|\.jsonl|\/[^./]+)$/.test(servedPath)) return 'no-cache'
  return 'public, max-age=3600'
}

const isFile = (p) => fs.existsSync(p) && fs.statSync(p).isFile()

function resolveFile(root, urlPath, wantsMarkdown) {
  let rel
  try {
    rel = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  const abs = path.join(root, path.normalize(rel))
  if (!abs.startsWith(root)) return null
  const copies = wantsMarkdown ? markdownCopies(rel).map((c) => path.join(root, path.normalize(c))) : []
  const candidates = rel.endsWith('/')
    ? [path.join(abs, 'index.html')]
    : [abs, abs + '.html', path.join(abs, 'index.html')]
  return [...copies, ...candidates].find((c) => c.startsWith(root) && isFile(c)) ?? null
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|x-ndjson)|image\/svg)/

export function startStaticServer(root, port = 0, { gzip = false, tls = null } = {}) {
  const absRoot = path.resolve(root)
  const compressed = new Map()
  const handle = (req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://x').pathname
    const file = resolveFile(absRoot, urlPath, WANTS_MARKDOWN.test(req.headers.accept ?? ''))
    const status = file ? 200 : 404
    const target = file ?? path.join(absRoot, '404.html')
    const type = TYPES[path.extname(target)] ?? 'application/octet-stream'
    // nginx adds these to successful answers only; a page's URL answers HTML or Markdown by Accept.
    const headers = file
      ? {
          'cache-control': cacheControlOf('/' + path.relative(absRoot, file).split(path.sep).join('/')),
          ...(/\.(html|md)$/.test(file) ? { vary: 'Accept' } : {}),
        }
      : {}
    if (gzip && COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      let body = compressed.get(target)
      if (!body) compressed.set(target, (body = zlib.gzipSync(fs.readFileSync(target), { level: 9 })))
      res.writeHead(status, {
        ...headers,
        'content-type': type,
        'content-encoding': 'gzip',
        vary: headers.vary ? 'Accept, Accept-Encoding' : 'Accept-Encoding',
        'content-length': body.length,
      })
      return res.end(req.method === 'HEAD' ? undefined : body)
    }
    res.writeHead(status, { ...headers, 'content-type': type })
    if (req.method === 'HEAD') return res.end()
    fs.createReadStream(target).pipe(res)
  }
  const server = tls
    ? http2.createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, handle)
    : http.createServer(handle)
  // Idle connections outlive a client's reuse of them (as src/mcp/http.ts KEEP_ALIVE_TIMEOUT_MS): at
  // Node's 5 s default, a crawler reusing a socket the server had just closed got "fetch failed".
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

// `node deploy/static-server.mjs <dir> <port>`: `npm run preview`, and Playwright's webServer.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = '.vitepress/dist', port = '4173'] = process.argv.slice(2)
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`${dir} holds no index.html: run \`npm run build\` first`)
    process.exit(1)
  }
  startStaticServer(dir, Number(port)).then((s) =>
    console.log(`serving ${dir} on http://127.0.0.1:${s.address().port}`),
  )
}
