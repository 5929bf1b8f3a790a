import type { FooterGroup } from './types'

/** Footer link groups (BEHAVIOUR.md shell §2.2 "Footer"). `consolePath` links are mapped onto the console host. */
export const FOOTER_LOGO_WIDTH = 163
export const FOOTER_LOGO_HEIGHT = 46

export const COMPUTE_MARKET_CONSOLE_PATH = '/computility'

export const footerGroups: FooterGroup[] = [
  {
    title: '大模型服务',
    links: [
      { text: '产品概览', link: '/gen-studio/' },
      { text: 'API 快速开始', link: '/gen-studio/api/' },
      { text: '专属部署', link: '/gen-studio/serving/' },
      { text: '更新日志', link: '/gen-studio/changelog' },
      { text: '价格', link: '/gen-studio/pricing/' },
    ],
  },
  {
    title: '一站式 AI 平台',
    links: [
      { text: '产品概览', link: '/ai-studio/' },
      { text: '开发机', link: '/ai-studio/dev-instance/' },
      { text: '训练任务', link: '/ai-studio/job/' },
      { text: '推理服务', link: '/ai-studio/inference/' },
      { text: '更新日志', link: '/ai-studio/changelog' },
      { text: '价格', link: '/ai-studio/pricing/' },
      { text: '算力市场', link: COMPUTE_MARKET_CONSOLE_PATH, external: true },
    ],
  },
  {
    title: '跨产品功能',
    links: [
      { text: 'AICoder', link: '/ai-coder/' },
      { text: '文件传输', link: '/ai-coder/transfer-file' },
      { text: '通知中心', link: '/notification/' },
      { text: '访问控制', link: '/fundamentals/tenant/iam' },
      { text: '共享存储', link: '/fundamentals/storage/index' },
    ],
  },
  {
    title: 'ComfyUI 托管',
    links: [
      { text: '产品概览', link: '/comfy-stack/' },
      { text: '入门教程', link: '/comfy-stack/tutorial-comfyui' },
      { text: '上传工作流', link: '/comfy-stack/workflow-upload' },
      { text: '计费说明', link: '/comfy-stack/billing' },
      { text: '更新日志', link: '/comfy-stack/changelog' },
    ],
  },
  {
    title: 'AI 容器服务',
    links: [
      { text: '产品概览', link: '/kube-studio/' },
      { text: '连接集群', link: '/kube-studio/connect' },
      { text: '监控与告警', link: '/kube-studio/monitor' },
      { text: '扩缩容', link: '/kube-studio/scale' },
      { text: '更新日志', link: '/kube-studio/changelog' },
    ],
  },
  {
    title: '帮助与支持',
    links: [
      { text: '教程文章', link: '/posts/' },
      { text: '常见问题', link: '/support/faq' },
      { text: '帮助中心', link: '/support/' },
      { text: '费用中心', link: '/fundamentals/expense/' },
    ],
  },
]

/** The same groups and links for the pages under /en/ (a test holds them in step with the Chinese ones). */
export const footerGroupsEn: FooterGroup[] = [
  {
    title: 'Model service',
    links: [
      { text: 'Overview', link: '/gen-studio/' },
      { text: 'API quick start', link: '/gen-studio/api/' },
      { text: 'Dedicated deployments', link: '/gen-studio/serving/' },
      { text: 'Changelog', link: '/gen-studio/changelog' },
      { text: 'Pricing', link: '/gen-studio/pricing/' },
    ],
  },
  {
    title: 'AIStudio',
    links: [
      { text: 'Overview', link: '/ai-studio/' },
      { text: 'Dev instances', link: '/ai-studio/dev-instance/' },
      { text: 'Training jobs', link: '/ai-studio/job/' },
      { text: 'Inference services', link: '/ai-studio/inference/' },
      { text: 'Changelog', link: '/ai-studio/changelog' },
      { text: 'Pricing', link: '/ai-studio/pricing/' },
      { text: 'Compute market', link: COMPUTE_MARKET_CONSOLE_PATH, external: true },
    ],
  },
  {
    title: 'Across products',
    links: [
      { text: 'AICoder', link: '/ai-coder/' },
      { text: 'File transfer', link: '/ai-coder/transfer-file' },
      { text: 'Notification centre', link: '/notification/' },
      { text: 'Access control', link: '/fundamentals/tenant/iam' },
      { text: 'Shared storage', link: '/fundamentals/storage/index' },
    ],
  },
  {
    title: 'Hosted ComfyUI',
    links: [
      { text: 'Overview', link: '/comfy-stack/' },
      { text: 'Getting started', link: '/comfy-stack/tutorial-comfyui' },
      { text: 'Upload a workflow', link: '/comfy-stack/workflow-upload' },
      { text: 'Billing', link: '/comfy-stack/billing' },
      { text: 'Changelog', link: '/comfy-stack/changelog' },
    ],
  },
  {
    title: 'KubeStudio',
    links: [
      { text: 'Overview', link: '/kube-studio/' },
      { text: 'Connect to a cluster', link: '/kube-studio/connect' },
      { text: 'Monitoring and alerts', link: '/kube-studio/monitor' },
      { text: 'Scaling', link: '/kube-studio/scale' },
      { text: 'Changelog', link: '/kube-studio/changelog' },
    ],
  },
  {
    title: 'Help and support',
    links: [
      { text: 'Tutorials', link: '/posts/' },
      { text: 'FAQ', link: '/support/faq' },
      { text: 'Help centre', link: '/support/' },
      { text: 'Expense centre', link: '/fundamentals/expense/' },
    ],
  },
]
