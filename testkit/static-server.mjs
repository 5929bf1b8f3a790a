// A static host for the built site, behaving like a plain CDN: files as they are, directories
// through index.html, extension-less paths through .html, and 404.html with status 404 otherwise.
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
  '.xml': 'application/xml',
  '.yaml': 'text/yaml; charset=utf-8',
  '.cast': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
}

function resolveFile(root, urlPath) {
  let rel
  try {
    rel = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  const abs = path.join(root, path.normalize(rel))
  if (!abs.startsWith(root)) return null
  const candidates = rel.endsWith('/')
    ? [path.join(abs, 'index.html')]
    : [abs, abs + '.html', path.join(abs, 'index.html')]
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? null
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|x-ndjson)|image\/svg)/

export function startStaticServer(root, port = 0, { gzip = false, tls = null } = {}) {
  const absRoot = path.resolve(root)
  const compressed = new Map()
  const handle = (req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://x').pathname
    const file = resolveFile(absRoot, urlPath)
    const status = file ? 200 : 404
    const target = file ?? path.join(absRoot, '404.html')
    const type = TYPES[path.extname(target)] ?? 'application/octet-stream'
    if (gzip && COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      let body = compressed.get(target)
      if (!body) compressed.set(target, (body = zlib.gzipSync(fs.readFileSync(target), { level: 9 })))
      res.writeHead(status, {
        'content-type': type,
        'content-encoding': 'gzip',
        vary: 'accept-encoding',
        'content-length': body.length,
      })
      return res.end(req.method === 'HEAD' ? undefined : body)
    }
    res.writeHead(status, { 'content-type': type })
    if (req.method === 'HEAD') return res.end()
    fs.createReadStream(target).pipe(res)
  }
  const server = tls
    ? http2.createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, handle)
    : http.createServer(handle)
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

// `node static-server.mjs <dir> <port>`: used by Playwright's webServer.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = '.vitepress/dist', port = '4173'] = process.argv.slice(2)
  startStaticServer(dir, Number(port)).then((s) =>
    console.log(`serving ${dir} on http://127.0.0.1:${s.address().port}`),
  )
}
