import type { ApiViewerOptions } from './redocOptions'

/**
 * Renders Redoc (2.5.x, bundled from npm) into `el`. Loaded with a dynamic import, so React and Redoc
 * are fetched only on the API-reference pages. Resolves when the document is rendered; rejects with
 * the cause when loading or rendering fails.
 */
export async function renderRedoc(el: HTMLElement, specUrl: string, options: ApiViewerOptions): Promise<() => void> {
  const [{ createElement }, { createRoot }, { RedocStandalone }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('redoc'),
  ])
  let fail: (e: unknown) => void = () => {}
  // Errors thrown while React renders Redoc never reach onLoaded: surface them too.
  const root = createRoot(el, { onUncaughtError: (e) => fail(e), onRecoverableError: () => {} })
  await new Promise<void>((resolve, reject) => {
    fail = reject
    root.render(
      createElement(RedocStandalone, {
        specUrl,
        options,
        onLoaded: (error?: Error) => (error ? reject(error) : resolve()),
      }),
    )
  })
  // Redoc's section labels ("Request Body schema", "Authorizations") are <h5> under its <h2> operation
  // titles: level 3 for assistive technology, beside its "Responses" <h3>. Sections expand later.
  const relevel = () => el.querySelectorAll('h5:not([aria-level])').forEach((h) => h.setAttribute('aria-level', '3'))
  relevel()
  const observer = new MutationObserver(relevel)
  observer.observe(el, { childList: true, subtree: true })
  return () => {
    observer.disconnect()
    root.unmount()
  }
}
