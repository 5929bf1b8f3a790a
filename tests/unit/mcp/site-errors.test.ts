import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DocsSite } from '../../../src/mcp/docs'
import { DocsError } from '../../../src/mcp/errors'
import { folderSite, httpSite, openSite } from '../../../src/mcp/site'
import { writeDocsFolder, writeIndex } from '../../../testkit/mcp-site'

let dir: string
beforeAll(() => {
  dir = writeDocsFolder()
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const failureOf = async (work: Promise<unknown>) => {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(DocsError)
  return err as DocsError
}

describe('--site', () => {
  it('text that looks like a URL but is no http(s) origin is invalid input, not an unreachable site', async () => {
    for (const site of [
      'ftp://docs.example.com',
      'http://exa mple.com',
      'https://',
      'file:///srv/dist',
      'http://u:p@h.example',
    ])
      expect(await failureOf(openSite(site)), site).toMatchObject({
        kind: 'invalid_input',
        message: expect.stringContaining(`--site ${JSON.stringify(site)} is neither an http(s) origin`),
      })
    expect((await openSite('https://docs.example.com/some/page.html')).label).toBe('https://docs.example.com')
    expect((await openSite('127.0.0.1:4173')).label).toBe('http://127.0.0.1:4173')
  })
})

describe('a build folder’s errors', () => {
  it('name the folder as it was given, never its absolute path', async () => {
    const given = path.relative(process.cwd(), dir)
    const missing = await failureOf(folderSite(path.join(given, 'nope')))
    expect(missing.message).toBe(`The build folder ${path.join(given, 'nope')} does not exist.`)
    const site = new DocsSite(await folderSite(given))
    const messages = [
      missing.message,
      (await failureOf(site.readPage('/nope.html'))).message,
      (await failureOf(site.readPage('/create.html', '没有'))).message,
      (await failureOf(site.listPages('训练'))).message,
      (await failureOf(site.readPage('/\\etc/passwd'))).message,
      (await failureOf(site.readPage('/../../../etc/passwd'))).message,
    ]
    for (const m of messages) expect(m.replaceAll(given, '<given>')).not.toContain(dir)
    expect(messages[1]).toContain(`on ${given} `)
  })
  it('a link out of the folder is not followed', async () => {
    const outside = fs.mkdtempSync(path.join(path.dirname(dir), 'mcp-outside-'))
    fs.writeFileSync(path.join(outside, 'secret.md'), '# SECRET\n')
    fs.symlinkSync(path.join(outside, 'secret.md'), path.join(dir, 'linked.md'))
    try {
      const site = new DocsSite(await folderSite(dir))
      expect(await failureOf(site.readPage('/linked.html'))).toMatchObject({ kind: 'page_not_found' })
    } finally {
      fs.rmSync(path.join(dir, 'linked.md'))
      fs.rmSync(outside, { recursive: true, force: true })
    }
  })
})

describe('list_pages on a site that is not these docs', () => {
  let server: http.Server
  let origin: string
  let answers: Record<string, string>
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const body = answers[new URL(req.url ?? '/', 'http://x').pathname]
      // A catch-all host: every path answers 200 with text.
      res.writeHead(200, { 'content-type': 'text/plain' }).end(body ?? 'hello')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('is a clear not_a_docs_site error, not an empty list', async () => {
    answers = {}
    expect(await failureOf(new DocsSite(httpSite(origin)).listPages())).toMatchObject({
      kind: 'not_a_docs_site',
      message: `${origin} is not a build of these docs (its /llms.txt lists no pages by product area).`,
    })
    // Another site's llms.txt, in the same format, on a site whose home names no search index.
    answers = { '/llms.txt': '# Other\n\n## Guides\n\n- [Start](https://other.example/start.md): x\n' }
    expect(await failureOf(new DocsSite(httpSite(origin)).listPages())).toMatchObject({
      kind: 'not_a_docs_site',
      message: `${origin} is not a build of these docs (its home page names no search index).`,
    })
  })
})

describe('a redeploy under a running server', () => {
  it('moves the index to another folder: the next search reads the home page and the meta again, and finds', async () => {
    const site = new DocsSite(await folderSite(dir))
    expect((await site.search('创建开发机', 'zh'))[0]?.title).toBe('创建开发机')
    // The new build: the index under another hash, the old folder gone, the home page naming the new one.
    fs.rmSync(path.join(dir, 'assets/search/zh/a1'), { recursive: true })
    writeIndex(dir, 'b2')
    try {
      // Files this server has not read yet: on the old index's addresses they are gone.
      expect((await site.search('工单', 'zh'))[0]?.title).toBe('申请配额')
      expect((await site.search('额度', 'zh'))[0]?.title).toBe('申请配额')
      // An index that is really broken is still named, after its one retry.
      fs.rmSync(path.join(dir, 'assets/search/zh/b2/p'), { recursive: true })
      expect(await failureOf(new DocsSite(await folderSite(dir)).search('型号', 'zh'))).toMatchObject({
        kind: 'index_unreadable',
      })
    } finally {
      fs.rmSync(path.join(dir, 'assets/search/zh/b2'), { recursive: true })
      writeIndex(dir, 'a1')
    }
  })
})
