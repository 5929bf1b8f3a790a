import type { DefaultTheme } from 'vitepress'

export const optiComputeSidebar: DefaultTheme.SidebarItem[] = [
  {
    text: '优化算力',
    items: [
      { text: '产品概览', link: '/opti-compute/' },
      { text: '免费 CPU 实例', link: '/opti-compute/free-cpu-instance' },
      { text: '更新日志', link: '/opti-compute/changelog' },
    ],
  },
  {
    text: '使用实例',
    collapsed: false,
    items: [
      { text: '创建实例', link: '/opti-compute/create' },
      { text: 'SSH 登录', link: '/opti-compute/ssh' },
      { text: 'Web 预览', link: '/opti-compute/use-web-preview' },
      { text: '使用 TensorBoard', link: '/opti-compute/tensorboard' },
      { text: '故障排查', link: '/opti-compute/troubleshoot' },
    ],
  },
]
