import type { DefaultTheme } from 'vitepress'

/**
 * Gives every collapsible sidebar group a link: its first page, which then leaves the group's list.
 * In the default theme a collapsible group without a link is a role="button" row that contains the
 * caret, itself a role="button" (axe: nested-interactive, serious). With a link, the title navigates
 * and the caret alone folds the group, which is also what readers expect of a titled section.
 *
 * A group whose first page opens in a new tab (the API references) cannot lend it to its title: the
 * title would open it in the same tab and the page would vanish from the list. Such a group stays
 * open, with a plain title, and keeps every page.
 */
export function linkCollapsibleGroups(items: DefaultTheme.SidebarItem[]): DefaultTheme.SidebarItem[] {
  return items.map((item) => {
    if (!item.items) return item
    let children = linkCollapsibleGroups(item.items)
    let link = item.link
    const [first] = children
    if (item.collapsed !== undefined && !link) {
      if (first?.link && !first.items && !first.target) {
        link = first.link
        children = children.slice(1)
      } else if (first?.target) {
        const { collapsed: _fixedOpen, ...group } = item
        return { ...group, items: children }
      }
    }
    return { ...item, ...(link ? { link } : {}), items: children }
  })
}

export function linkCollapsibleGroupsMulti(sidebar: DefaultTheme.SidebarMulti): DefaultTheme.SidebarMulti {
  return Object.fromEntries(
    Object.entries(sidebar).map(([prefix, value]) => [
      prefix,
      Array.isArray(value) ? linkCollapsibleGroups(value) : { ...value, items: linkCollapsibleGroups(value.items) },
    ]),
  )
}
