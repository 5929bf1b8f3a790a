/**
 * list_pages' `area` as a reader types it: part of a product area's name (`API`, `大模型`), its slug
 * (`ai-studio`, `AIStudio`), or a section inside an area (`开发机`, `dev-instance`), which lists the
 * pages under that section. Case, spaces and hyphens do not count.
 */
import type { Area } from './pages'

/** Text compared loosely: case, spaces, hyphens, underscores and dots do not count. */
const areaKey = (text: string) => text.toLowerCase().replace(/[\s\-_.·/]+/g, '')

/** A page's site path without the locale prefix, as segments (`/en/ai-studio/x.md` → ai-studio, x.md). */
function segments(markdownUrl: string): string[] {
  const p = markdownUrl.replace(/^https?:\/\/[^/]+/, '').replace(/^\/en(?=\/)/, '')
  return p.split('/').filter(Boolean)
}

/** An area's slug: the first path segment most of its pages share (`ai-studio`), or ''. */
function slugOf(area: Area): string {
  const counts = new Map<string, number>()
  for (const p of area.pages) {
    const first = segments(p.markdownUrl)[0]
    if (first && !first.endsWith('.md')) counts.set(first, (counts.get(first) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ''
}

/** The folder a section's pages share, when the page is a section's index (`…/dev-instance/index.md`). */
const sectionFolder = (markdownUrl: string) => {
  const s = segments(markdownUrl)
  return s.length >= 2 && s[s.length - 1] === 'index.md' ? s.slice(0, -1).join('/') : null
}

/** Areas whose name or slug contains the wanted text. */
function byName(areas: Area[], key: string): Area[] {
  return areas.filter((a) => areaKey(a.area).includes(key) || (slugOf(a) && areaKey(slugOf(a)).includes(key)))
}

/** The sections (a folder's index page titled as wanted, or a folder named so) and their pages, by area. */
function bySection(areas: Area[], key: string): Area[] {
  const found: Area[] = []
  for (const a of areas) {
    const folders = new Map<string, string>()
    for (const p of a.pages) {
      const folder = sectionFolder(p.markdownUrl)
      if (!folder) continue
      const last = folder.split('/').pop() ?? ''
      if (areaKey(p.title) === key || areaKey(last) === key) folders.set(folder, p.title)
    }
    for (const [folder, title] of folders) {
      const pages = a.pages.filter((p) =>
        segments(p.markdownUrl)
          .join('/')
          .startsWith(folder + '/'),
      )
      found.push({ area: a.area, section: title, pages })
    }
  }
  return found
}

/** The areas (or sections) `wanted` names, or an empty list. */
export function matchAreas(areas: Area[], wanted: string): Area[] {
  const key = areaKey(wanted)
  if (!key) return areas
  const named = byName(areas, key)
  return named.length ? named : bySection(areas, key)
}
