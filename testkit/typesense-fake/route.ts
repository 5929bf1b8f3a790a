/** What the router hands an API area, and the JSON answer every area writes. */
import type http from 'node:http'
import type { FakeState } from './state'

/** One request, its body read: `body` is the parsed JSON (undefined when absent or not JSON). */
export interface ApiCall {
  req: http.IncomingMessage
  res: http.ServerResponse
  method: string
  path: string
  query: Record<string, string>
  body: unknown
  rawBody: string
}

/** An API area's routes: true when it answered the request, false when the path is not its own. */
export type Route = (state: FakeState, call: ApiCall) => boolean | Promise<boolean>

/** A JSON answer (nothing once the response has ended); true, for a route to return. */
export function send(res: http.ServerResponse, status: number, body: unknown): true {
  if (!res.writableEnded) {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
    res.end(JSON.stringify(body))
  }
  return true
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
