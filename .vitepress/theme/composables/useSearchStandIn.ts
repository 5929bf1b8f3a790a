import { nextTick, onBeforeUnmount, ref, type Ref } from 'vue'
import { offerStandIn, withdrawOpen, type SearchTab } from '../../../src/island-contract/bus'
import { isImeComposing } from '../../../src/contracts/keyboard'

/**
 * Where Tab (Shift+Tab: `back`) takes the focus among a modal dialog's `count` controls from the one at
 * `at` (-1: none of them): round, as the island's dialog does.
 */
export const nextFocusIndex = (at: number, count: number, back: boolean): number =>
  (at + (back ? count - 1 : 1)) % count

/**
 * The dialog's stand-in while the island's code loads (a second or more after a click right after
 * load on a phone network): the same frame, drawn by the same stylesheet (`styles/modal.css`). On the
 * keyword tab its field has the focus at once, so the reader types, and an input method composes,
 * from the first moment; on the AI tab it shows the busy panel the island shows until the assistant's
 * code is in. The island's dialog replaces it in the same task and opens with its text (bus `StandIn`).
 * Drawn by the search control rather than a component of its own: the page's initial JS has little
 * room. `failed`: the island's load failed (Enter tries it again with `retry`).
 */
export function useSearchStandIn(failed: Ref<boolean>, retry: () => void) {
  const open = ref(false)
  const tab = ref<SearchTab>('keyword')
  const dialog = ref<HTMLElement>()
  const input = ref<HTMLInputElement>()
  let opener: HTMLElement | null = null
  let typedAt = 0
  const onInput = () => (typedAt = performance.now())
  // The text before an input method's composition: a composition cut short by the handover is not text.
  let beforeComposition: string | null = null
  const onComposition = (e: CompositionEvent) =>
    (beforeComposition = e.type === 'compositionstart' ? (input.value?.value ?? '') : null)

  function show(shown: SearchTab) {
    opener = document.activeElement as HTMLElement | null
    tab.value = shown
    open.value = true
    // Still within the click's task: a phone shows its keyboard for a field focused then.
    void nextTick(() => (shown === 'keyword' ? input.value : dialog.value)?.focus())
    offerStandIn({
      opener,
      text: () => beforeComposition ?? input.value?.value ?? '',
      typedAt: () => typedAt,
      done: () => (open.value = false),
    })
  }

  function cancel() {
    open.value = false
    offerStandIn(null)
    withdrawOpen()
    opener?.focus()
  }

  function onKeydown(e: KeyboardEvent) {
    if (isImeComposing(e)) return
    if (e.key === 'Escape') cancel()
    else if (e.key === 'Enter' && failed.value) retry()
    else if (e.key === 'Tab') {
      // A modal dialog keeps the focus, as the island's does: Tab goes round its field and close button.
      const items = Array.from(dialog.value?.querySelectorAll<HTMLElement>('input, button') ?? [])
      e.preventDefault()
      items[nextFocusIndex(items.indexOf(document.activeElement as HTMLElement), items.length, e.shiftKey)]?.focus()
    }
  }

  onBeforeUnmount(() => offerStandIn(null))
  return { open, tab, dialog, input, show, cancel, onKeydown, onInput, onComposition }
}
