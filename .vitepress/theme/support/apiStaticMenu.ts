/**
 * The side menu of the built API reference before Redoc runs: Redoc rendered it at build time with
 * every group collapsed and nothing active (no address then), and only Redoc's code expands a group.
 * Until it takes over, the menu shows where the reader landed (a deep link, a click in the menu) with
 * attributes of our own, styled in ApiReference.vue; they are taken off before Redoc hydrates, so that
 * React finds the markup it rendered, and the viewer then marks the same item in Redoc's own state
 * (renderRedoc.ts, markCurrent).
 */
const OPEN = 'data-api-open'
const CURRENT = 'data-api-current'

/** Marks `id`'s menu item current and opens the groups holding it; unmarks the previous one. */
export function markMenuItem(root: HTMLElement, id: string): void {
  clearMenuMarks(root)
  // An operation's menu item is named under its tag (tag/对话/operation/x) where its anchor may not be.
  const item =
    root.querySelector<HTMLElement>(`.menu-content li[data-item-id="${CSS.escape(id)}"]`) ??
    root.querySelector<HTMLElement>(`.menu-content li[data-item-id$="/${CSS.escape(id)}"]`)
  if (!item) return
  item.setAttribute(CURRENT, '')
  for (
    let li = item.parentElement?.closest('li[data-item-id]');
    li;
    li = li.parentElement?.closest('li[data-item-id]')
  ) {
    if (li.getAttribute('aria-expanded') !== 'false') continue
    li.setAttribute(OPEN, '')
    li.setAttribute('aria-expanded', 'true')
  }
  // Within the menu's own scrolling box, as Redoc does for its active item; the page does not move.
  const menu = item.closest<HTMLElement>('.scrollbar-container')
  if (menu) {
    const top = item.getBoundingClientRect().top - menu.getBoundingClientRect().top
    if (top < 0 || top > menu.clientHeight - item.offsetHeight) menu.scrollTop += top - menu.clientHeight / 3
  }
}

/** Takes our marks off: the menu is again the markup Redoc rendered. */
export function clearMenuMarks(root: HTMLElement): void {
  for (const li of root.querySelectorAll(`[${OPEN}]`)) {
    li.removeAttribute(OPEN)
    li.setAttribute('aria-expanded', 'false')
  }
  for (const li of root.querySelectorAll(`[${CURRENT}]`)) li.removeAttribute(CURRENT)
}
