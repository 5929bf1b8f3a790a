import { createApp } from 'vue'

/**
 * Runs a composable inside a mounted component (its onMounted and onBeforeUnmount hooks run as in the
 * page), in the jsdom document; `unmount` ends it.
 */
export function mountComposable<T>(use: () => T): { result: T; unmount: () => void } {
  let result: T | undefined
  const app = createApp({
    setup() {
      result = use()
      return () => null
    },
  })
  app.mount(document.createElement('div'))
  return { result: result as T, unmount: () => app.unmount() }
}
