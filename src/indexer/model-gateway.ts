/**
 * The sync's own "hello" to the model gateway, shaped as the one Typesense makes whenever a
 * conversation model is created or updated (src/conversation_model.cpp,
 * OpenAIConversationModel::validate_model): POST `openai_url + openai_path` with
 * `Authorization: Bearer <api_key>` and `{"model": <model_name without "openai/">, "messages":
 * [{"role": "user", "content": "hello"}]}`; anything but HTTP 200 refuses the model.
 *
 * Typesense's HTTP client asks for HTTP/2 with prior knowledge (src/http_client.cpp, init_curl:
 * CURL_HTTP_VERSION_2_PRIOR_KNOWLEDGE): over https:// TLS negotiates HTTP/1.1 or 2, but an http://
 * gateway must speak h2c. So an http:// gateway is called here over h2c too, and when that fails
 * but HTTP/1.1 answers, the failure says so.
 */
import http2 from 'node:http2'
import type { Fetch } from './admin-api'

/** Typesense gives a model call 60 s (include/http_proxy.h, default_timeout_ms). */
const GATEWAY_TIMEOUT_MS = 60_000

export interface HelloTarget {
  /** `openai_url` (no trailing slash) */
  url: string
  /** `openai_path` (leading slash) */
  path: string
  apiKey: string
  /** `model_name` as the model holds it (`openai/<name>`). */
  modelName: string
}

export interface HelloResult {
  ok: boolean
  /** One line: what answered, or what failed and which setting to look at. */
  detail: string
}

interface Answer {
  status: number
  body: string
}

/** The body of the server's "hello" (src/conversation_model.cpp). */
function helloBody(modelName: string): string {
  return JSON.stringify({
    model: modelName.replace(/^openai\//, ''),
    messages: [{ role: 'user', content: 'hello' }],
  })
}

const headersOf = (apiKey: string) => ({ Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' })

/** One POST over h2c (HTTP/2 without TLS, prior knowledge), as curl sends it to an http:// URL. */
function postH2c(url: URL, apiKey: string, body: string, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(url.origin)
    const timer = setTimeout(() => {
      session.destroy()
      reject(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' }))
    }, timeoutMs)
    const fail = (e: unknown) => {
      clearTimeout(timer)
      session.destroy()
      reject(e instanceof Error ? e : new Error(String(e)))
    }
    session.on('error', fail)
    const req = session.request({
      ':method': 'POST',
      ':path': url.pathname + url.search,
      ...headersOf(apiKey),
    })
    req.on('error', fail)
    let status = 0
    let text = ''
    req.setEncoding('utf8')
    req.on('response', (h) => {
      status = Number(h[':status'])
    })
    req.on('data', (c: string) => (text += c))
    req.on('end', () => {
      clearTimeout(timer)
      session.close()
      resolve({ status, body: text })
    })
    req.end(body)
  })
}

async function postHttp1(f: Fetch, url: URL, apiKey: string, body: string, timeoutMs: number): Promise<Answer> {
  const res = await f(url.href, {
    method: 'POST',
    headers: headersOf(apiKey),
    body,
    signal: AbortSignal.timeout(timeoutMs),
  })
  return { status: res.status, body: await res.text() }
}

/** The gateway's own words: OpenAI's `{"error": {"message"}}`, else the body (as the server reads it). */
function gatewayMessage(body: string): string {
  try {
    const m = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message
    if (typeof m === 'string') return m
  } catch {
    /* not JSON */
  }
  return body.trim().slice(0, 200)
}

function networkFailure(e: unknown, url: URL): string {
  const err = e as { code?: unknown; cause?: { code?: unknown; message?: unknown }; message?: unknown; name?: unknown }
  const code = String(err.cause?.code ?? err.code ?? '')
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return `cannot resolve ${url.hostname} (DNS, ${code}): check CONVERSATION_LLM_URL`
  if (err.name === 'TimeoutError' || code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT')
    return `no answer from ${url.origin} within ${GATEWAY_TIMEOUT_MS / 1000} s (Typesense gives up there too)`
  return `cannot connect to ${url.origin} (${code || String(err.cause?.message ?? err.message ?? e)}): check CONVERSATION_LLM_URL and the network`
}

function judge(answer: Answer, url: URL, via: string): HelloResult {
  const said = gatewayMessage(answer.body)
  if (answer.status === 200) return { ok: true, detail: `${url.href} answered 200 ${via}` }
  if (answer.status === 401 || answer.status === 403)
    return {
      ok: false,
      detail: `${url.href} refused the key (HTTP ${answer.status}${said ? `: ${said}` : ''}): check CONVERSATION_LLM_API_KEY`,
    }
  if (answer.status === 404)
    return {
      ok: false,
      detail: `${url.href} answered 404${said ? ` (${said})` : ''}: check CONVERSATION_LLM_URL and the path, or the model name`,
    }
  return { ok: false, detail: `${url.href} answered HTTP ${answer.status}${said ? `: ${said}` : ''}` }
}

/**
 * The "hello" from this machine. It proves the URL, path, key and model name; it cannot prove that
 * the Typesense nodes can reach the gateway (their egress): the sync's cluster check does that.
 */
export async function sayHello(
  target: HelloTarget,
  options: { fetch?: Fetch; timeoutMs?: number } = {},
): Promise<HelloResult> {
  const f = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? GATEWAY_TIMEOUT_MS
  let url: URL
  try {
    url = new URL(target.url + target.path)
  } catch {
    return { ok: false, detail: `${target.url}${target.path} is not a URL: check CONVERSATION_LLM_URL` }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, detail: `${url.href} is neither http:// nor https://: check CONVERSATION_LLM_URL` }
  const body = helloBody(target.modelName)
  if (url.protocol === 'https:') {
    try {
      return judge(await postHttp1(f, url, target.apiKey, body, timeoutMs), url, '(https)')
    } catch (e) {
      return { ok: false, detail: networkFailure(e, url) }
    }
  }
  try {
    return judge(await postH2c(url, target.apiKey, body, timeoutMs), url, '(h2c, as Typesense calls http:// gateways)')
  } catch (h2Error) {
    // Did it fail because the gateway speaks only HTTP/1.1? Typesense could not call it either.
    try {
      const plain = await postHttp1(f, url, target.apiKey, body, timeoutMs)
      if (plain.status > 0 && plain.status !== 505)
        return {
          ok: false,
          detail: `${url.origin} answers HTTP/1.1 but not HTTP/2 without TLS (h2c), and Typesense calls an http:// gateway with HTTP/2 only: use an https:// URL or a gateway that speaks h2c`,
        }
    } catch {
      /* unreachable either way: report the first failure */
    }
    return { ok: false, detail: networkFailure(h2Error, url) }
  }
}
