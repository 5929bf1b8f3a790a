import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import axios, { FetchAxiosError } from '../../src/search-core/fetch-axios'
import { classifyError } from '../../src/search-core/errors'

// The axios stand-in typesense-js uses in the browser, against a real socket.
let server: http.Server
let base = ''
const seen: { method?: string; url?: string; body: string; type?: string }[] = []

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, body, type: req.headers['content-type'] })
      if (req.url?.startsWith('/slow')) return setTimeout(() => res.end('{}'), 500)
      if (req.url?.startsWith('/drop')) return req.socket.destroy()
      if (req.url?.startsWith('/text'))
        return res.writeHead(200, { 'Content-Type': 'text/plain' }).end('{"a":1}\n{"a":2}')
      res.writeHead(req.url?.startsWith('/missing') ? 404 : 200, { 'Content-Type': 'application/json; charset=utf-8' })
      res.end(JSON.stringify({ ok: true }))
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

describe('fetch-axios', () => {
  it('sends method, query parameters and a JSON body, and parses JSON responses', async () => {
    const res = await axios({
      method: 'post',
      url: `${base}/multi_search`,
      params: { q: '开发机', page: 2, skip: undefined },
      data: { searches: [] },
    })
    expect(res.status).toBe(200)
    expect(res.data).toEqual({ ok: true })
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/multi_search?q=%E5%BC%80%E5%8F%91%E6%9C%BA&page=2',
      body: '{"searches":[]}',
      type: 'application/json',
    })
  })
  it('sends a string body as it is and leaves non-JSON responses as text', async () => {
    const res = await axios({
      method: 'post',
      url: `${base}/text`,
      data: '{"id":"a"}\n{"id":"b"}',
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(res.data).toBe('{"a":1}\n{"a":2}')
    expect(seen.at(-1)?.body).toBe('{"id":"a"}\n{"id":"b"}')
  })
  it('rejects statuses validateStatus refuses, with the response attached', async () => {
    await expect(axios({ url: `${base}/missing` })).rejects.toMatchObject({ response: { status: 404 } })
    expect((await axios({ url: `${base}/missing`, validateStatus: (s) => s > 0 })).status).toBe(404)
  })
  it('times out as axios does, which the classifier reads as a timeout', async () => {
    const err = await axios({ url: `${base}/slow`, timeout: 50 }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(FetchAxiosError)
    expect(err).toMatchObject({ code: 'ECONNABORTED', message: 'timeout of 50ms exceeded' })
    expect(classifyError(err).kind).toBe('timeout')
  })
  it('reports a dropped connection as a network error and a cancel as cancelled', async () => {
    const dropped = await axios({ url: `${base}/drop` }).catch((e: unknown) => e)
    expect(classifyError(dropped).kind).toBe('connection')
    const source = axios.CancelToken.source()
    const pending = axios({ url: `${base}/slow`, cancelToken: source.token })
    source.cancel()
    await expect(pending).rejects.toMatchObject({ code: 'ERR_CANCELED' })
  })
  it('refuses streaming, which only the chat client does', async () => {
    await expect(axios({ url: `${base}/x`, responseType: 'stream' })).rejects.toThrow(/not available/)
  })
})
