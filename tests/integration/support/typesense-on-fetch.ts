/**
 * Makes typesense-js in this test process send its requests through `fetch-axios.ts`, as it does in
 * the site's bundle (where a Vite plugin swaps the import). Node loads typesense-js as CommonJS, so the
 * swap is made on `require`. Import this module before anything that imports typesense-js.
 */
import Module, { createRequire } from 'node:module'
import fetchAxios from '../../../src/search-core/fetch-axios'

type Require = (this: { filename?: string }, id: string) => unknown
const proto = (Module as unknown as { prototype: { require: Require } }).prototype
const original = proto.require
const cache = createRequire(import.meta.url).cache
const forgetTypesense = () => {
  for (const key of Object.keys(cache)) if (key.includes('/node_modules/typesense/')) delete cache[key]
}

export let axiosCalls = 0
proto.require = function (this: { filename?: string }, id: string) {
  if (id === 'axios' && String(this.filename ?? '').includes('/node_modules/typesense/')) {
    axiosCalls++
    return { __esModule: true, default: fetchAxios }
  }
  return original.call(this, id)
}
forgetTypesense()

/** Puts `require` back and drops the patched typesense-js from the cache. */
export function restoreTypesenseAxios(): void {
  proto.require = original
  forgetTypesense()
}
