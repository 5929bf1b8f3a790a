import fs from 'node:fs'
import path from 'node:path'
import type { DefaultTheme } from 'vitepress'
import { normaliseTags, POST_TAG_LABELS, POST_TAGS } from '../theme/support/catalogue'

/**
 * The sidebar of `/posts/`: every post under the first of its tags in catalogue order, groups collapsed
 * (the reader's group opens).
 * Built from the posts' frontmatter at config time. Besides navigation, it gives post pages the same
 * server-rendered local nav bar as doc pages, so it does not appear after hydration and shift the page.
 */
export function postsSidebar(postsDir: string): DefaultTheme.SidebarItem[] {
  const groups = new Map<string, DefaultTheme.SidebarItem[]>(POST_TAGS.map((t) => [t, []]))
  for (const file of fs.readdirSync(postsDir).filter((f) => f.endsWith('.md') && f !== 'index.md').sort()) {
    const fm = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(path.join(postsDir, file), 'utf8'))?.[1] ?? ''
    const title = /^title:\s*(.+)$/m.exec(fm)?.[1]?.trim().replace(/^['"]|['"]$/g, '')
    const inline = /^tags:\s*\[([^\]]*)\]/m.exec(fm)?.[1] ?? ''
    const [tag] = normaliseTags(inline.split(',').map((t) => t.trim().replace(/['"]/g, '')))
    if (!title || !tag) continue
    groups.get(tag)!.push({ text: title, link: `/posts/${file.replace(/\.md$/, '')}` })
  }
  return [
    { text: '教程文章', items: [{ text: '全部文章', link: '/posts/' }] },
    ...[...groups].filter(([, items]) => items.length).map(([tag, items]) => ({ text: POST_TAG_LABELS[tag as keyof typeof POST_TAG_LABELS], collapsed: true, items })),
  ]
}
