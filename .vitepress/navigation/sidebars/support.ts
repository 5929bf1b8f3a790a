import type { DefaultTheme } from 'vitepress'

export const supportSidebar: DefaultTheme.SidebarItem[] = [
  {
    text: '帮助与支持',
    items: [
      { text: '帮助中心', link: '/support/' },
      { text: '常见问题', link: '/support/faq' },
      { text: '教程文章', link: '/posts/' },
      { text: '费用中心', link: '/fundamentals/expense/' },
    ],
  },
]
