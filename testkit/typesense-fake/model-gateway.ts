/**
 * The model gateway side of the fake: a stand-in OpenAI-compatible gateway on 127.0.0.1 (h2c, as
 * Typesense needs of an http:// gateway, or HTTP/1.1 only to show what fails), and the call the
 * fake Typesense makes to it when a conversation model is created or updated.
 */
import http from 'node:http'
import http2 from 'node:http2'
import type { AddressInfo } from 'node:net'

interface GatewayRequest {
  path: string
  authorization: string
  body: unknown
}

export interface ModelGateway {
  url: string
  requests: GatewayRequest[]
  close(): Promise<void>
}

/**
 * Answers POST `path` with 200 and a chat completion for the right bearer key, 401 with OpenAI's
 * error shape for another, 404 for another path. `h2c: false` makes it an HTTP/1.1-only server.
 */
export async function startModelGateway(
  options: { apiKey?: string; path?: string; h2c?: boolean } = {},
): Promise<ModelGateway> {
  const apiKey = options.apiKey ?? 'sk-llm'
  const path = options.path ?? '/maas/v1/chat/completions'
  const requests: GatewayRequest[] = []
  const answer = (reqPath: string, auth: string, raw: string): { status: number; body: unknown } => {
    let body: unknown = raw
    try {
      body = JSON.parse(raw)
    } catch {
      /* kept as text */
    }
    requests.push({ path: reqPath, authorization: auth, body })
    if (reqPath !== path)
      return { status: 404, body: { error: { message: 'Not Found', type: 'invalid_request_error' } } }
    if (auth !== `Bearer ${apiKey}`)
      return { status: 401, body: { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error' } } }
    return {
      status: 200,
      body: {
        id: 'chatcmpl-hello',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: 'Hello!' } }],
      },
    }
  }
  const handle = (
    req: http.IncomingMessage | http2.Http2ServerRequest,
    res: http.ServerResponse | http2.Http2ServerResponse,
  ) => {
    let raw = ''
    req.setEncoding('utf8')
    req.on('data', (c: string) => (raw += c))
    req.on('end', () => {
      const a = answer(req.url ?? '', String(req.headers.authorization ?? ''), raw)
      res.writeHead(a.status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(a.body))
    })
  }
  const server = options.h2c === false ? http.createServer(handle) : http2.createServer(handle)
  const sessions = new Set<{ destroy(): void }>()
  server.on(
    options.h2c === false ? 'connection' : 'session',
    (s: { destroy(): void; on(e: 'close', f: () => void): void }) => {
      sessions.add(s)
      s.on('close', () => sessions.delete(s))
    },
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sessions) s.destroy()
        server.close(() => resolve())
      }),
  }
}

/**
 * The fake Typesense's call to a model gateway (src/text_embedder_remote.cpp call_remote_api →
 * src/http_proxy.cpp send → src/http_client.cpp): HTTP/2 with prior knowledge, so h2c for http://;
 * a failed connection is status 500 with an empty body (perform_curl), a timeout 408.
 */
export async function callModelGateway(
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<{ status: number; body: string }> {
  let target: URL
  try {
    target = new URL(url)
  } catch {
    return { status: 500, body: '' }
  }
  if (target.protocol === 'https:') {
    try {
      const res = await fetch(target, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) })
      return { status: res.status, body: await res.text() }
    } catch (e) {
      return { status: (e as Error).name === 'TimeoutError' ? 408 : 500, body: '' }
    }
  }
  return new Promise((resolve) => {
    const session = http2.connect(target.origin)
    let done = false
    const finish = (status: number, text: string) => {
      if (done) return
      done = true
      clearTimeout(timer)
      session.destroy()
      resolve({ status, body: text })
    }
    const timer = setTimeout(() => finish(408, ''), timeoutMs)
    session.on('error', () => finish(500, ''))
    const req = session.request({ ':method': 'POST', ':path': target.pathname + target.search, ...headers })
    req.on('error', () => finish(500, ''))
    let status = 500
    let text = ''
    req.setEncoding('utf8')
    req.on('response', (h) => (status = Number(h[':status'])))
    req.on('data', (c: string) => (text += c))
    req.on('end', () => finish(status, text))
    req.end(body)
  })
}
