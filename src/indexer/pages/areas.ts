/**
 * Product areas (hierarchy lvl0, llms.txt sections) by path, each with the one line llms.txt prints
 * under its heading: what a reader, or an agent choosing where to read, finds there.
 */
interface Area {
  prefix: string
  name: string
  routes: string
}

const ZH: Area[] = [
  {
    prefix: 'gen-studio/api/maas',
    name: 'API 参考',
    routes: '模型服务 API 与 ComfyUI API 的逐接口参考：路径、参数、请求与响应结构、WebSocket 进度事件。',
  },
  {
    prefix: 'gen-studio/',
    name: '大模型服务平台',
    routes:
      '调用模型 API（对话补全、视觉、推理模型、函数调用、批量推理、向量、重排序）、支持的模型与 Token 价格、API 计费、错误码、速率限制、专属部署与用量统计。',
  },
  {
    prefix: 'ai-studio/',
    name: '一站式 AI 平台',
    routes:
      'GPU 开发机、训练任务（单机与多机、PyTorch DDP、LLaMA-Factory、容错训练、atlctl）与推理服务的创建、使用、排障和价格。',
  },
  {
    prefix: 'ai-coder/',
    name: 'AICoder',
    routes: '开发机里的 AI 编程助手与用量配额，SSH 连接开发机，以及在本地与开发机之间传输文件。',
  },
  {
    prefix: 'comfy-stack/',
    name: 'ComfyUI 托管服务',
    routes: '在浏览器运行 ComfyUI：上传与编辑工作流、发布为 API、运行环境、自己的模型、计费与速率限制。',
  },
  {
    prefix: 'kube-studio/',
    name: 'AI 容器服务',
    routes: '托管 Kubernetes 集群（KubeStudio）：创建与删除、kubectl 连接、GPU 工作负载、扩缩容、监控告警与使用限制。',
  },
  {
    prefix: 'opti-compute/',
    name: '优化算力',
    routes: '高性价比 GPU 实例与免费 CPU 实例（OptiCompute）：创建、SSH 登录、Web 预览、TensorBoard 与排障。',
  },
  {
    prefix: 'fundamentals/',
    name: '平台基础',
    routes:
      '所有产品共用的部分：租户与子用户、权限（IAM）、SSH 与 API 密钥、审计事件、充值账单与退款、资源池与算力市场、共享存储、镜像仓库和通知。',
  },
  { prefix: 'notification/', name: '平台基础', routes: '' },
  {
    prefix: 'support/',
    name: '帮助与支持',
    routes: '按产品分组的常见问题，以及工单、技术交流群与商务联系方式。',
  },
  {
    prefix: 'posts/',
    name: '教程文章',
    routes: '按任务写的端到端实践：选 GPU、训练与微调、部署推理、接入模型 API 与各类框架、环境与文件、排错与省钱。',
  },
]
const EN: Area[] = [
  {
    prefix: 'gen-studio/',
    name: 'Model Service',
    routes:
      'Calling the OpenAI-compatible model API: quick start, supported models, billing, error codes and rate limits.',
  },
  {
    prefix: 'ai-studio/',
    name: 'AIStudio',
    routes: 'Creating GPU dev instances, training jobs and inference services, and their prices.',
  },
  {
    prefix: 'ai-coder/',
    name: 'AICoder',
    routes: 'The AI coding assistant in dev instances, and connecting to a dev instance over SSH.',
  },
  { prefix: 'comfy-stack/', name: 'Hosted ComfyUI', routes: 'What the hosted ComfyUI service does and how it bills.' },
  { prefix: 'kube-studio/', name: 'KubeStudio', routes: 'What the managed Kubernetes service offers.' },
  { prefix: 'opti-compute/', name: 'OptiCompute', routes: 'Cost-effective GPU instances and the free CPU instance.' },
  {
    prefix: 'fundamentals/',
    name: 'Platform Fundamentals',
    routes:
      'What every product shares: tenants and IAM, keys, billing and top-ups, storage, and these docs in AI tools.',
  },
  { prefix: 'support/', name: 'Help and Support', routes: 'Frequently asked questions and where to get help.' },
]
const HOME = { zh: { prefix: '', name: '文档首页', routes: '' }, en: { prefix: '', name: 'Documentation', routes: '' } }

const areaOf = (relativePath: string, locale: string) =>
  (locale === 'en' ? EN : ZH).find((a) => relativePath.startsWith(a.prefix)) ?? HOME[locale === 'en' ? 'en' : 'zh']

/** `relativePath` is the page's source path inside its locale (`ai-studio/job/create.md`). */
export function productArea(relativePath: string, locale: string): string {
  return areaOf(relativePath, locale).name
}

/** The line an area's llms.txt section opens with ('' for none). */
export function areaRoutes(area: string, locale: string): string {
  return (locale === 'en' ? EN : ZH).find((a) => a.name === area && a.routes)?.routes ?? ''
}
