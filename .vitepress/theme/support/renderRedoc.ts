import type { AppStore, RedocRawOptions } from 'redoc'

/** Redoc's type of a bundled OpenAPI document (not exported by name). */
export type OpenAPISpec = ConstructorParameters<typeof AppStore>[0]
import type { ApiViewerOptions } from './redocOptions'
import { REDOC_FIXED_LABELS_GLOBAL } from '../../plugins/redocLabels'

/** A mounted viewer. */
export interface RedocView {
  /** Re-renders with other options (the other colour mode's palette) without remounting. */
  setOptions(options: ApiViewerOptions): void
  /**
   * Marks a section's side-menu item active and opens its group, without scrolling: Redoc does so from
   * the address only for its menu's own ids (`tag/<tag>/operation/<id>`), not `operation/<id>`.
   */
  markCurrent(id: string): void
  dispose(): void
}

/**
 * Mounts Redoc (2.5.x, bundled from npm) on `el`. Loaded with a dynamic import, so React and Redoc are
 * fetched only when an API page needs them.
 *
 * `hydrate`: `el` holds the markup the build rendered with the same document and `options`
 * (build/apiReference.ts); React takes it over without re-creating it. Otherwise Redoc renders into
 * the empty element. Resolves once Redoc is mounted; rejects with the cause when it cannot be.
 */
export async function mountRedoc(
  el: HTMLElement,
  spec: OpenAPISpec,
  specUrl: string,
  options: ApiViewerOptions,
  hydrate: boolean,
): Promise<RedocView> {
  const [{ createElement, startTransition }, { createRoot, hydrateRoot }, { AppStore, Redoc, RedocNormalizedOptions }] =
    await Promise.all([import('react'), import('react-dom/client'), import('redoc')])
  // The labels Redoc has no option for are read by its rewritten bundle from here (plugins/redocLabels.ts).
  Object.assign(globalThis, { [REDOC_FIXED_LABELS_GLOBAL]: options.fixedLabels })
  const store: AppStore = new AppStore(spec, specUrl, options as unknown as RedocRawOptions)
  let settle: { resolve: () => void; reject: (e: unknown) => void } | undefined
  const mounted = new Promise<void>((resolve, reject) => (settle = { resolve, reject }))
  // Redoc calls this from its root's componentDidMount: the whole tree is in the page.
  const didMount = store.onDidMount.bind(store)
  store.onDidMount = () => {
    didMount()
    settle?.resolve()
  }
  const handlers = {
    // Errors thrown while React renders Redoc: surface them as the viewer's failure.
    onUncaughtError: (e: unknown) => settle?.reject(e),
    // A difference between the built markup and the browser's render: React re-creates that part.
    onRecoverableError: (e: unknown) => console.error('API reference: the built markup did not hydrate as is:', e),
  }
  const element = () => createElement(Redoc, { store })
  const root = hydrate ? hydrateRoot(el, element(), handlers) : createRoot(el, handlers)
  if (!hydrate) root.render(element())
  await mounted

  // Redoc's section labels ("Request Body schema", "Authorizations") are <h5> under its <h2> operation
  // titles: level 3 for assistive technology, beside its "Responses" <h3>. Sections expand later.
  const relevel = () => el.querySelectorAll('h5:not([aria-level])').forEach((h) => h.setAttribute('aria-level', '3'))
  relevel()
  const observer = new MutationObserver(relevel)
  observer.observe(el, { childList: true, subtree: true })
  return {
    setOptions(next) {
      // Only the palette changes: the theme is swapped on the same store and the tree re-rendered,
      // in a transition so that a long document does not block input.
      store.options.theme = new RedocNormalizedOptions(next as unknown as RedocRawOptions).theme
      startTransition(() => root.render(element()))
    },
    markCurrent(id) {
      const items = store.menu.flatItems
      const item = items.find((i) => i.id === id) ?? items.find((i) => i.id.endsWith(`/${id}`))
      if (item && item !== store.menu.activeItem) store.menu.activate(item, false)
    },
    dispose() {
      observer.disconnect()
      root.unmount()
    },
  }
}
