import type { DefaultTheme } from 'vitepress'

export const kubeStudioSidebar: DefaultTheme.SidebarItem[] = [
  {
    text: 'AI 容器服务',
    items: [
      { text: '产品概览', link: '/kube-studio/' },
      { text: '使用限制', link: '/kube-studio/limitations' },
      { text: '更新日志', link: '/kube-studio/changelog' },
    ],
  },
  {
    text: '集群',
    collapsed: false,
    items: [
      { text: '创建集群', link: '/kube-studio/create' },
      { text: '连接集群', link: '/kube-studio/connect' },
      { text: 'kubeconfig 说明', link: '/kube-studio/kubeconfig' },
      { text: '扩缩容', link: '/kube-studio/scale' },
      { text: '删除集群', link: '/kube-studio/delete' },
    ],
  },
  {
    text: '工作负载',
    collapsed: false,
    items: [
      { text: '运行 GPU 工作负载', link: '/kube-studio/use' },
      { text: '监控与告警', link: '/kube-studio/monitor' },
    ],
  },
]
