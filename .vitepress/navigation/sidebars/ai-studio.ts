import type { DefaultTheme } from 'vitepress'

export const aiStudioSidebar: DefaultTheme.SidebarItem[] = [
  {
    text: '一站式 AI 平台',
    items: [
      { text: '产品概览', link: '/ai-studio/' },
      { text: '价格', link: '/ai-studio/pricing/' },
      { text: '更新日志', link: '/ai-studio/changelog' },
    ],
  },
  {
    text: '开发机',
    collapsed: false,
    items: [
      { text: '开发机概览', link: '/ai-studio/dev-instance/' },
      {
        text: '创建开发机',
        collapsed: false,
        items: [
          { text: '创建开发机', link: '/ai-studio/dev-instance/create' },
          { text: '从共享资源池创建', link: '/ai-studio/dev-instance/create-from-shared-pool' },
          { text: '从弹性资源池创建', link: '/ai-studio/dev-instance/create-from-elastic-pool' },
        ],
      },
      {
        text: 'Docker in Docker',
        collapsed: true,
        items: [
          { text: '在开发机中使用 Docker', link: '/ai-studio/dev-instance/docker-in-docker/' },
          { text: '构建与推送镜像', link: '/ai-studio/dev-instance/docker-in-docker/image' },
        ],
      },
      { text: '上传与下载文件', link: '/ai-studio/dev-instance/transfer-file' },
      { text: '故障排查', link: '/ai-studio/dev-instance/troubleshoot' },
    ],
  },
  {
    text: '训练任务',
    collapsed: false,
    items: [
      { text: '训练任务概览', link: '/ai-studio/job/' },
      { text: '创建训练任务', link: '/ai-studio/job/create' },
      { text: '使用 PyTorch DDP', link: '/ai-studio/job/use-pytorch-ddp' },
      { text: '使用 LLaMA-Factory 微调', link: '/ai-studio/job/use-llama-factory' },
      { text: '容错训练', link: '/ai-studio/job/fault-tolerant' },
      { text: '资源监控', link: '/ai-studio/job/resource-monitor' },
      { text: '命令行工具 atlctl', link: '/ai-studio/job/atlctl' },
    ],
  },
  {
    text: '推理服务',
    collapsed: false,
    items: [
      { text: '推理服务概览', link: '/ai-studio/inference/' },
      { text: '部署推理服务', link: '/ai-studio/inference/deploy' },
      { text: '扩容与弹性伸缩', link: '/ai-studio/inference/scale-out' },
      { text: '升级与回滚', link: '/ai-studio/inference/upgrade' },
      { text: '分布式推理部署', link: '/ai-studio/inference/distributed-serving' },
    ],
  },
]
