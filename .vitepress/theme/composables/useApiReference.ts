// The API reference viewer's state and lifetime (ApiReference.vue): Redoc taking over the built markup or
// rendering in the browser, landing on an anchor, and the hooks that tie these to the page. Kept out of
// the component, whose script is then the page's layout; the mutable parts live in one Viewer object.
import { computed, onBeforeUnmount, onMounted, ref, watch } from 'vue'
import type { ComputedRef, Ref } from 'vue'
import { useData, useRouter, withBase } from 'vitepress'
import type { Router, VitePressData } from 'vitepress'
import { API_HELD_ATTR, apiViewerOptions, apiViewerText, viewerScrollOffset } from '../support/redocOptions'
import type { OpenAPISpec, RedocView } from '../support/renderRedoc'
import { clearMenuMarks, markMenuItem } from '../support/apiStaticMenu'

/**
 * `static`: the markup the build rendered (build/apiReference.ts), readable and styled in both modes,
 * with no viewer code loaded; Redoc takes it over on the reader's first interaction with it.
 * `loading` → `rendered` | `error`: a page reached by in-app navigation, rendered in the browser.
 */
export type ViewerState = 'static' | 'loading' | 'rendered' | 'error'

/** One page's viewer: the element, what the template shows, and what a render leaves behind. */
interface Viewer {
  host: Ref<HTMLElement | undefined>
  data: VitePressData
  text: ComputedRef<ReturnType<typeof apiViewerText>>
  state: Ref<ViewerState>
  errorText: Ref<string>
  // A failed takeover leaves the built markup readable.
  keepMarkup: Ref<boolean>
  view?: RedocView
  /** Redoc runs over the built markup (its palette follows the page through CSS). */
  tookOver: boolean
  /** Counts renders: one that finds it moved on was superseded, and drops its result. */
  generation: number
  stopListening?: () => void
  stopLanding?: () => void
}

const bannerHeight = () =>
  document.documentElement.classList.contains('with-banner')
    ? parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--site-banner-height')) || 0
    : 0
const options = (v: Viewer) => apiViewerOptions(v.data.isDark.value, v.data.localeIndex.value, bannerHeight)

/** A message for the reader from whatever the loader or renderer threw. */
function describe(v: Viewer, cause: unknown, whileRendering: boolean): string {
  if (cause instanceof Error && cause.message) return cause.message
  if (typeof cause === 'string' && cause) return cause
  return whileRendering ? v.text.value.renderFailed : v.text.value.unknownError
}

function fail(v: Viewer, cause: unknown, whileRendering: boolean) {
  console.error('API documentation failed to load:', cause)
  v.state.value = 'error'
  v.errorText.value = v.text.value.error(describe(v, cause, whileRendering))
}

/** What the build wrote beside the page: the bundled document (its only read) and the held markup. */
interface ViewerData {
  spec: OpenAPISpec
  held?: string[]
}

/** The bundled document the build wrote beside the page: the only read of it. */
async function loadState(url: string): Promise<ViewerData> {
  const response = await fetch(withBase(url))
  if (!response.ok) throw new Error(`${response.status} ${response.statusText || 'HTTP error'} (${url})`)
  return response.json()
}

/** Mounts Redoc: over the built markup (`hydrate`) or into the empty element. */
async function mount(v: Viewer, hydrate: boolean) {
  const run = ++v.generation
  const el = v.host.value
  const stateUrl = v.data.frontmatter.value.apiState as string | undefined
  const spec = v.data.frontmatter.value.spec as string | undefined
  if (!el || !stateUrl || !spec) {
    console.error('API reference page has no `spec` in its frontmatter')
    v.state.value = 'error'
    v.errorText.value = v.text.value.error(v.text.value.unknownError)
    return
  }
  let rendering = false
  try {
    const [{ spec: bundled, held }, { mountRedoc }] = await Promise.all([
      loadState(stateUrl),
      import('../support/renderRedoc'),
    ])
    if (run !== v.generation) return
    rendering = true
    if (hydrate) {
      restoreHeld(el, held ?? [])
      clearMenuMarks(el)
    }
    // The built markup is the light palette, with the dark one on the same class names under
    // html.dark: Redoc takes it over as it is and keeps it, so the colour mode stays a matter of CSS.
    // (Re-rendering it in the dark palette would reorder styled-components' rules against the ones it
    // took over from the page, and some sizes would change.)
    const mounted = await mountRedoc(
      el,
      bundled,
      withBase(spec),
      hydrate ? apiViewerOptions(false, v.data.localeIndex.value, bannerHeight) : options(v),
      hydrate,
    )
    if (run !== v.generation) return mounted.dispose()
    v.view = mounted
    v.tookOver = hydrate
    v.state.value = 'rendered'
    // Rendered here after in-app navigation (a search result, a link): VitePress looked for the
    // anchor before there was anything to find. Taken over: Redoc marks in its menu only the
    // addresses of its own ids (tag/…/operation/…).
    const hash = currentHash()
    if (!hydrate && hash) landOn(v, hash)
    else if (hash) mounted.markCurrent(hash)
  } catch (cause) {
    if (run !== v.generation) return
    v.keepMarkup.value = hydrate
    fail(v, cause, rendering)
  }
}

/**
 * Puts back the markup the build held out of the page (build/apiReference.ts, holdCollapsed: our own
 * render of the same document, not reader input), so that React finds what it rendered.
 */
function restoreHeld(el: HTMLElement, held: string[]) {
  const lists = el.querySelectorAll(`[${API_HELD_ATTR}]`)
  if (lists.length !== held.length)
    throw new Error(`the page holds ${lists.length} sample lists, its state ${held.length}`)
  lists.forEach((list, i) => {
    list.innerHTML = held[i]!
    list.removeAttribute(API_HELD_ATTR)
  })
}

const sectionOf = (v: Viewer, id: string) =>
  v.host.value?.querySelector<HTMLElement>(`[data-section-id="${CSS.escape(id)}"]`) ?? null

/** Redoc's own landing maths (scrollIntoView, then its offset), so that hydration moves nothing. */
function scrollToSection(target: Element) {
  target.scrollIntoView()
  window.scrollBy(0, -viewerScrollOffset(bannerHeight) + 1)
}

const READER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Lands on a section and holds it there while the layout around it settles. Sections are laid out only
 * near the viewport (`content-visibility: auto` in ApiReference.vue), so until they render, those above
 * the target have estimated heights and the first jump can land off; each frame corrects it until the
 * target has not moved for three frames (or cannot get closer: the end of the page), for at most a
 * second, and never against the reader's own scrolling.
 */
function landOn(v: Viewer, id: string): boolean {
  v.stopLanding?.()
  const target = sectionOf(v, id)
  if (!target) return false
  // The side menu shows where the reader is: before Redoc runs, by our marks; after, by Redoc's state.
  if (v.state.value === 'static' && v.host.value) markMenuItem(v.host.value, id)
  else v.view?.markCurrent(id)
  const goal = () => viewerScrollOffset(bannerHeight) - 1
  let frames = 0
  let still = 0
  let raf = 0
  const stop = () => {
    cancelAnimationFrame(raf)
    for (const type of READER_SCROLLS) removeEventListener(type, stop, true)
    if (v.stopLanding === stop) v.stopLanding = undefined
  }
  const step = () => {
    if (!target.isConnected) return stop()
    const top = target.getBoundingClientRect().top
    if (Math.abs(top - goal()) > 1) {
      scrollToSection(target)
      still = Math.abs(target.getBoundingClientRect().top - top) > 1 ? 0 : still + 1
    } else still++
    if (still >= 3 || ++frames >= 60) return stop()
    raf = requestAnimationFrame(step)
  }
  scrollToSection(target)
  for (const type of READER_SCROLLS) addEventListener(type, stop, { capture: true, passive: true })
  v.stopLanding = stop
  raf = requestAnimationFrame(step)
  return true
}

const currentHash = () => {
  try {
    return decodeURIComponent(location.hash.slice(1))
  } catch {
    return location.hash.slice(1)
  }
}

/**
 * Until Redoc runs, the built markup works on its own: anchors and links are plain HTML, a click on the
 * side menu scrolls to its section, and the first use of a control (a schema, a response, a tab, the
 * search box) brings the code in and is replayed once Redoc has taken over.
 */
function listenForFirstUse(v: Viewer, el: HTMLElement) {
  let started = false
  let replay: HTMLElement | undefined
  const control = (t: EventTarget | null) =>
    t instanceof Element
      ? (t.closest('button, input, select, textarea, [role="tab"], [tabindex]') as HTMLElement | null)
      : null
  const start = () => {
    if (started) return
    started = true
    // Redoc scrolls to the address's anchor when it starts: if the reader has scrolled away from it,
    // drop the anchor rather than pull them back (Redoc writes the current one as they scroll on).
    const hash = currentHash()
    const target = hash ? el.querySelector(`[data-section-id="${CSS.escape(hash)}"]`) : null
    if (hash && (!target || Math.abs(target.getBoundingClientRect().top - viewerScrollOffset(bannerHeight)) > 2)) {
      history.replaceState(history.state, '', location.pathname + location.search)
    }
    // Listening goes on until Redoc is there: the click that follows this pointerdown is held too.
    void mount(v, true).then(() => {
      stop()
      if (v.state.value === 'rendered' && replay?.isConnected) replay.click()
      replay = undefined
    })
  }
  const onIntent = (e: Event) => {
    if (control(e.target) && el.contains(e.target as Node)) start()
  }
  const onClick = (e: MouseEvent) => {
    const item = (e.target as Element | null)?.closest?.('[data-item-id]')
    if (item && el.contains(item)) {
      const id = item.getAttribute('data-item-id')!
      if (landOn(v, id)) history.pushState(null, '', `#${encodeURI(id)}`)
      e.preventDefault()
      return
    }
    const target = control(e.target)
    if (!target || target.closest('a[href]')) return
    // The control does nothing without Redoc: hold the click and replay it when Redoc is there.
    e.preventDefault()
    e.stopPropagation()
    replay = target
    start()
  }
  el.addEventListener('pointerdown', onIntent, true)
  el.addEventListener('focusin', onIntent, true)
  el.addEventListener('keydown', onIntent, true)
  el.addEventListener('click', onClick, true)
  function stop() {
    el.removeEventListener('pointerdown', onIntent, true)
    el.removeEventListener('focusin', onIntent, true)
    el.removeEventListener('keydown', onIntent, true)
    el.removeEventListener('click', onClick, true)
    if (v.stopListening === stop) v.stopListening = undefined
  }
  v.stopListening = stop
}

function reset(v: Viewer) {
  v.generation++
  v.stopLanding?.()
  v.stopListening?.()
  v.view?.dispose()
  v.view = undefined
  v.tookOver = false
  v.keepMarkup.value = false
}

/**
 * Once the page has loaded and the browser is idle, fetch (not run) the viewer's code that the build
 * named, so that the first use of a control does not wait for the network. Not with Save-Data on.
 */
function prefetchViewerCode() {
  const urls =
    document.querySelector('meta[name="api-viewer-code"]')?.getAttribute('content')?.split(' ').filter(Boolean) ?? []
  if (!urls.length || (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return
  const prefetch = () => {
    for (const href of urls) {
      if (document.querySelector(`link[rel="prefetch"][href="${CSS.escape(href)}"]`)) continue
      const link = Object.assign(document.createElement('link'), {
        rel: 'prefetch',
        href,
        as: 'script',
        crossOrigin: 'anonymous',
      })
      document.head.append(link)
    }
  }
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(prefetch, { timeout: 10_000 }) : setTimeout(prefetch, 2_000)
  if (document.readyState === 'complete') whenIdle()
  else addEventListener('load', whenIdle, { once: true })
}

/**
 * In-app navigation to an anchor of this page: a search result (the router's `go`) or a link clicked in
 * the site (VitePress's `hashchange`). VitePress scrolls there by its own offset, or to the top when the
 * anchor is no element's id (`#tag/…`): land where Redoc does. A page still loading lands once rendered.
 * Returns the unhooking.
 */
function hookRouter(v: Viewer, router: Router): () => void {
  const landOnAddress = () => {
    const hash = currentHash()
    if (hash && v.state.value !== 'loading') landOn(v, hash)
  }
  const previous = router.onAfterRouteChange
  const hook = async (to: string) => {
    await previous?.(to)
    if (new URL(to, location.href).pathname === location.pathname) landOnAddress()
  }
  router.onAfterRouteChange = hook
  addEventListener('hashchange', landOnAddress)
  return () => {
    if (router.onAfterRouteChange === hook) router.onAfterRouteChange = previous
    removeEventListener('hashchange', landOnAddress)
  }
}

/** The viewer in `host` for the component's lifetime: what its template shows. */
export function useApiReference(host: Ref<HTMLElement | undefined>) {
  const data = useData()
  const text = computed(() => apiViewerText(data.localeIndex.value))
  const state = ref<ViewerState>('static')
  const keepMarkup = ref(false)
  const v: Viewer = { host, data, text, state, errorText: ref(''), keepMarkup, tookOver: false, generation: 0 }
  const router = useRouter()
  let unhookRouter: (() => void) | undefined
  let inView: IntersectionObserver | undefined

  onMounted(() => {
    const el = host.value!
    unhookRouter = hookRouter(v, router)
    // Redoc's floating menu button (phones) is fixed to the window: it covered the intro's tables far
    // above the reference it opens. Shown only while the reference is on screen (data-in-view, CSS).
    inView = new IntersectionObserver(([entry]) => {
      el.toggleAttribute('data-in-view', !!entry?.isIntersecting)
    })
    inView.observe(el)
    if (el.querySelector('.redoc-wrap')) {
      prefetchViewerCode()
      // Deep link: land where Redoc will, so that taking over moves nothing.
      const hash = currentHash()
      if (hash) requestAnimationFrame(() => landOn(v, hash))
      listenForFirstUse(v, el)
    } else {
      // Reached by in-app navigation (or the dev server): no built markup in this page.
      state.value = 'loading'
      void mount(v, false)
    }
  })
  // A viewer rendered in the browser re-renders in the page's palette; the built markup follows it through CSS.
  watch(data.isDark, () => {
    if (!v.tookOver) v.view?.setOptions(options(v))
  })
  watch(
    () => data.frontmatter.value.spec,
    () => {
      // Another reference in the same layout (the switcher): its markup is not in this page.
      reset(v)
      host.value?.replaceChildren()
      state.value = 'loading'
      void mount(v, false)
    },
  )
  onBeforeUnmount(() => {
    reset(v)
    unhookRouter?.()
    inView?.disconnect()
  })

  return {
    text,
    state,
    errorText: v.errorText,
    showViewer: computed(() => state.value === 'static' || state.value === 'rendered' || keepMarkup.value),
  }
}
