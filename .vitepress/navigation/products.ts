import type { ProductIconType } from './types'

export interface Product {
  title: string
  description: string
  link: string
  iconType: ProductIconType
}

/** The product cards of the home page. */
export const products: Product[] = [
  {
    title: '大模型服务平台',
    description: 'DeepSeek、Qwen、Kimi、GLM 等模型的 OpenAI 兼容 API，按 Token 计费，支持批量推理、向量与重排序。',
    link: '/gen-studio/',
    iconType: 'genstudio',
  },
  {
    title: '一站式 AI 平台',
    description: '按秒计费的 GPU 开发机、单机与多机训练任务、可弹性伸缩的推理服务。',
    link: '/ai-studio/',
    iconType: 'aistudio',
  },
  {
    title: 'ComfyUI 托管服务',
    description: '在浏览器里搭建 ComfyUI 工作流，一键发布为 API，通过 WebSocket 获取生成进度。',
    link: '/comfy-stack/',
    iconType: 'comfyui',
  },
  {
    title: 'AI 容器服务',
    description: '托管的 Kubernetes 1.30 集群与 GPU 节点池，用熟悉的 kubectl 部署工作负载。',
    link: '/kube-studio/',
    iconType: 'kubestudio',
  },
  {
    title: '优化算力',
    description: '高性价比 GPU 实例，附带每天 8 小时的免费 CPU 实例。',
    link: '/opti-compute/',
    iconType: 'opticompute',
  },
  {
    title: 'AICoder',
    description: '开发机里的 AI 编程助手，SSH 与文件传输一站搞定。',
    link: '/ai-coder/',
    iconType: 'aicoder',
  },
  {
    title: '平台基础',
    description: '租户与权限、API 密钥、费用中心、资源池、存储与镜像仓库。',
    link: '/fundamentals/',
    iconType: 'tenant',
  },
  {
    title: '帮助与支持',
    description: '教程文章、常见问题、技术交流群与商务联系方式。',
    link: '/support/',
    iconType: 'solution',
  },
]
