import type { DefaultTheme } from 'vitepress'

export const aiCoderSidebar: DefaultTheme.SidebarItem[] = [
  {
    text: 'AICoder',
    items: [
      { text: '产品介绍', link: '/ai-coder/' },
      { text: '用量配额', link: '/ai-coder/quota' },
      { text: 'AICoder Shell', link: '/ai-coder/aicoder-shell' },
      { text: '更新日志', link: '/ai-coder/changelog' },
    ],
  },
  {
    text: '连接与文件传输',
    collapsed: false,
    items: [
      { text: 'SSH 连接开发机', link: '/ai-coder/ssh' },
      { text: '通过浏览器传输文件', link: '/ai-coder/transfer-file-via-browser' },
      { text: 'macOS / Linux 传输文件', link: '/ai-coder/transfer-file' },
      { text: 'Windows 传输文件', link: '/ai-coder/transfer-file-windows' },
    ],
  },
]
