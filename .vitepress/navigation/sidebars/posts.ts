import type { DefaultTheme } from 'vitepress'
import { POST_TAG_LABELS, POST_TAGS } from '../../theme/support/catalogue'

/**
 * The sidebar of `/posts/`: the list, and the list filtered by each tag. Besides navigation, it gives
 * post pages a server-rendered local nav bar (as doc pages have), so none appears after hydration and
 * shifts the page. Kept to the tags: the site data every page carries holds it.
 */
export const postsSidebar: DefaultTheme.SidebarItem[] = [
  {
    text: '教程文章',
    items: [
      { text: '全部文章', link: '/posts/' },
      ...POST_TAGS.map((tag) => ({ text: POST_TAG_LABELS[tag], link: `/posts/?tag=${tag}` })),
    ],
  },
]
