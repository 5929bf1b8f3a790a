import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exactRulePaths } from '../../deploy/nginx/render'
import { legacyPrefixRedirects, legacyRedirects } from '../../.vitepress/navigation/redirects'
import { resolveLegacyRedirect } from '../../.vitepress/theme/support/redirects'
import { ChatClient } from '../../src/search-core'
import { DEFAULT_CONVERSATION_MODELS } from '../../src/contracts'
// @ts-expect-error plain ESM helper without types
import { findNginx } from '../../testkit/nginx.mjs'
import { startNginx, type RunningNginx } from '../../testkit/nginx-server'
import { CONVERSATION_ID_SHAPE, startTypesenseFake, type TypesenseFake } from '../../testkit/typesense-fake/server'
// @ts-expect-error plain ESM helper without types
import { startStaticServer } from '../../deploy/static-server.mjs'
import { loadChatFixtures } from '../integration/fixtures'

// The reference deployment (deploy/nginx) as an operator runs it: the templates rendered for this
// machine, Debian's nginx in the foreground on 127.0.0.1 in front of the built site (`npm run build`)
// and the Typesense fake, every rule checked over HTTP. Runs as root or any other user.
const root = path.resolve(__dirname, '../..')
const dist = path.join(root, '.vitepress/dist')
const nginxPath = findNginx() as string | null
if (!nginxPath)
  console.warn(
    'tests/deploy/nginx.test.ts skipped: no nginx found. `node testkit/ensure-prerequisites.mjs` installs it as root; else `apt-get install nginx` or set NGINX_PATH.',
  )

let fake: TypesenseFake
let nginx: RunningNginx | null = null
let preview: import('node:http').Server | null = null
let base = ''

beforeAll(async () => {
  if (!nginxPath) return
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('no .vitepress/dist: run `npm run build` first')
  fake = await startTypesenseFake()
  await loadChatFixtures(fake)
  nginx = await startNginx({ nginxPath, root: dist, typesense: fake.url })
  base = nginx.base
})

afterAll(async () => {
  await nginx?.stop()
  await fake?.close()
  await new Promise((r) => (preview ? preview.close(r) : r(null)))
})

const get = (p: string, headers: Record<string, string> = {}) => fetch(base + p, { headers, redirect: 'manual' })
const file = (rel: string) => fs.readFileSync(path.join(dist, rel), 'utf8')

/** A page with its Markdown copy beside it, two folders down: `/a/b/c.html` and `a/b/c.md`. */
function somePage(): { url: string; md: string } {
  for (const area of fs.readdirSync(dist).sort()) {
    const dir = path.join(dist, area)
    if (area === 'assets' || !fs.statSync(dir).isDirectory()) continue
    const md = fs
      .readdirSync(dir)
      .find((f) => f.endsWith('.md') && f !== 'index.md' && fs.existsSync(path.join(dir, f.replace(/\.md$/, '.html'))))
    if (md) return { url: `/${area}/${md.replace(/\.md$/, '.html')}`, md: `${area}/${md}` }
  }
  throw new Error('no page with a Markdown copy in .vitepress/dist')
}

describe.skipIf(!nginxPath)('deploy/nginx in front of the built site and Typesense', () => {
  it('says charset=utf-8 for Markdown copies, llms.txt and pages', async () => {
    const md = await get('/index.md')
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(await md.text()).toBe(file('index.md'))
    for (const p of ['/llms.txt', '/en/llms.txt', '/llms-full.txt']) {
      const res = await get(p)
      expect(res.status, p).toBe(200)
      expect(res.headers.get('content-type'), p).toBe('text/plain; charset=utf-8')
    }
    expect((await get('/')).headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect((await get(somePage().url)).headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect((await get('/sitemap.xml')).headers.get('content-type')).toMatch(/xml; charset=utf-8$/)
  })

  it('caches hashed assets and the search index folders for a year, pages and unhashed files not', async () => {
    const asset = fs.readdirSync(path.join(dist, 'assets')).find((f) => f.endsWith('.js'))
    const zh = fs.readdirSync(path.join(dist, 'assets/search/zh'))[0]
    for (const p of [`/assets/${asset}`, `/assets/search/zh/${zh}/meta.json`]) {
      const res = await get(p)
      expect(res.status, p).toBe(200)
      expect(res.headers.get('cache-control'), p).toBe('public, max-age=31536000, immutable')
    }
    for (const p of ['/', somePage().url, '/index.md', '/llms.txt', '/hashmap.json']) {
      const res = await get(p)
      expect(res.status, p).toBe(200)
      expect(res.headers.get('cache-control'), p).toBe('no-cache')
    }
    expect((await get('/logo.svg')).headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('answers Accept: text/markdown on a page URL with its Markdown copy, and says it varies by Accept', async () => {
    const page = somePage()
    const asMarkdown = { accept: 'text/markdown, text/html;q=0.9, */*;q=0.8' }
    const cases: [string, string][] = [
      [page.url, page.md],
      [page.url.replace(/\.html$/, ''), page.md],
      ['/', 'index.md'],
      ['/en/', 'en/index.md'],
      [`/${page.md.split('/')[0]}/`, `${page.md.split('/')[0]}/index.md`],
      [`/${page.md.split('/')[0]}`, `${page.md.split('/')[0]}/index.md`],
    ]
    for (const [url, md] of cases) {
      const res = await get(url, asMarkdown)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('content-type'), url).toBe('text/markdown; charset=utf-8')
      expect(res.headers.get('vary'), url).toBe('Accept')
      expect(await res.text(), url).toBe(file(md))
    }
    // A browser's Accept, and a client that refuses Markdown, get the page.
    for (const accept of [
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'text/markdown;q=0, text/html',
    ]) {
      const res = await get(page.url, { accept })
      expect(res.headers.get('content-type'), accept).toBe('text/html; charset=utf-8')
      expect(res.headers.get('vary'), accept).toBe('Accept')
      expect(await res.text()).toBe(file(page.url.slice(1)))
    }
  })

  it('sends every legacy URL on with a 301 to where the site redirects it, query kept', async () => {
    const paths = [
      ...legacyRedirects.flatMap((r) => exactRulePaths(r.from)),
      ...legacyPrefixRedirects.flatMap((r) => [
        r.from.replace(/\/$/, ''),
        `${r.from}index.html`,
        `${r.from}some/page.html`,
      ]),
    ]
    expect(paths.length).toBeGreaterThan(legacyRedirects.length)
    for (const p of paths) {
      const res = await get(`${p}?from=old`)
      expect(res.status, p).toBe(301)
      expect(res.headers.get('location'), p).toBe(
        resolveLegacyRedirect(`${p}?from=old`, legacyRedirects, legacyPrefixRedirects),
      )
    }
    expect((await get('/gen-studio/comfyuix.html')).status).toBe(404)
  })

  it('answers a missing page with the site 404 page and status 404, whatever the client accepts', async () => {
    for (const accept of ['text/html', 'text/markdown']) {
      const res = await get('/no-such-area/no-such-page.html', { accept })
      expect(res.status, accept).toBe(404)
      expect(res.headers.get('content-type'), accept).toBe('text/html; charset=utf-8')
      expect(await res.text(), accept).toBe(file('404.html'))
    }
    expect((await get('/no-such-page.md')).status).toBe(404)
  })

  it('answers as `npm run preview` does (deploy/static-server.mjs), legacy URLs and the proxy aside', async () => {
    preview = (await startStaticServer(dist, 0)) as import('node:http').Server
    const previewBase = `http://127.0.0.1:${(preview.address() as net.AddressInfo).port}`
    const page = somePage()
    const asset = fs.readdirSync(path.join(dist, 'assets')).find((f) => f.endsWith('.css'))
    const zh = fs.readdirSync(path.join(dist, 'assets/search/zh'))[0]
    const urls = ['/', '/en/', '/ai-studio', '/ai-studio/', page.url, page.url.replace(/\.html$/, ''), '/index.md']
    urls.push('/llms.txt', '/sitemap.xml', '/hashmap.json', '/logo.svg', `/assets/${asset}`)
    urls.push(`/assets/search/zh/${zh}/meta.json`, '/no-such-page.html', '/no-such-page.md')
    // Both say "XML" and "JavaScript"; nginx in Debian's older names.
    const sameType = (t: string | null) =>
      t?.replace('text/xml', 'application/xml').replace('application/javascript', 'text/javascript')
    for (const accept of ['text/html,*/*;q=0.8', 'text/markdown']) {
      for (const url of urls) {
        const [a, b] = await Promise.all(
          [base, previewBase].map((origin) => fetch(origin + url, { headers: { accept } })),
        )
        const what = `${url} (${accept})`
        expect(b?.status, what).toBe(a?.status)
        expect(sameType(b?.headers.get('content-type') ?? null), what).toBe(
          sameType(a?.headers.get('content-type') ?? null),
        )
        expect(b?.headers.get('cache-control'), what).toBe(a?.headers.get('cache-control'))
        expect(b?.headers.get('vary'), what).toBe(a?.headers.get('vary'))
        expect(await b?.text(), what).toBe(await a?.text())
      }
    }
  })

  it('passes the assistant through /typesense/, follow-up with a server-issued conversation id included', async () => {
    fake.requestLog.length = 0
    const client = new ChatClient({
      nodes: [{ url: `${base}/typesense` }],
      apiKey: fake.apiKey,
      conversationModels: DEFAULT_CONVERSATION_MODELS,
    })
    const first = await client.ask({ question: '如何创建开发机', mode: 'quick', onChunk: () => {} })
    expect(first.answer.length).toBeGreaterThan(0)
    expect(first.conversationId).toMatch(CONVERSATION_ID_SHAPE)
    const followUp = await client.ask({
      question: '释放前要做什么',
      mode: 'quick',
      conversationId: first.conversationId,
      onChunk: () => {},
    })
    expect(followUp.conversationId).toBe(first.conversationId)
    expect(fake.conversationRequests().map((r) => r.query.conversation_id)).toEqual([undefined, first.conversationId])
  })

  it('refuses a conversation_id the server never issued with 400, before Typesense sees it', async () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e'
    const ask = (query: string) =>
      fetch(`${base}/typesense/multi_search?conversation=true&q=x&conversation_model_id=docs-quick&${query}`, {
        method: 'POST',
        headers: { 'X-TYPESENSE-API-KEY': fake.apiKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ searches: [{ collection: 'docs', query_by: 'content' }] }),
      })
    const leak = encodeURIComponent('x||timestamp:>0')
    const refused = [
      `conversation_id=${leak}`,
      'conversation_id=x||timestamp:>0',
      'conversation_id=a*',
      // The server keeps the last of repeated keys, and reads an unencoded && as part of the value.
      `conversation_id=${id}&conversation_id=${leak}`,
      `conversation_id=${id}&&timestamp:>0`,
      `conversation_id=${id.toUpperCase()}`,
      `conversation_id=${id}x`,
      'conversation_id=',
      'conversation_id',
    ]
    fake.requestLog.length = 0
    for (const query of refused) {
      const res = await ask(query)
      expect(res.status, query).toBe(400)
      expect(await res.json(), query).toEqual({ message: '`conversation_id` is invalid.' })
    }
    expect(fake.requestLog).toEqual([])
    // The same request with a well-shaped id reaches the server (which does not know this one).
    const passed = await ask(`conversation_id=${id}`)
    expect(fake.requestLog.map((r) => r.query.conversation_id)).toEqual([id])
    expect(passed.status).toBe(400)
    expect((await get('/typesense/health')).status).toBe(200)
  })
})
