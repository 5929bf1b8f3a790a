import type { FooterGroup } from './types'

/** Footer link groups (spec site-shell §2 "Footer"). `consolePath` links are mapped onto the console host. */
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
