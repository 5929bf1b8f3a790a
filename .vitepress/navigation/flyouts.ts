import type { FeatureSection, Flyout } from './types'

// The three navigation flyouts, exactly as BEHAVIOUR.md shell §2.5 "Top navigation flyouts" lists them.

const imageHubSections: FeatureSection[] = [
  {
    title: '镜像仓库',
    description: '托管训练与推理镜像，平台公共镜像开箱即用',
    features: [
      { text: '镜像仓库概览', link: '/fundamentals/image-hub/', iconType: 'container-image', iconLabel: '镜像仓库' },
      { text: '创建镜像', link: '/fundamentals/image-hub/create', iconType: 'container-image', iconLabel: '创建镜像' },
      {
        text: '导入外部镜像',
        link: '/fundamentals/image-hub/import',
        iconType: 'container-image',
        iconLabel: '导入镜像',
      },
      {
        text: '在开发机中构建镜像',
        link: '/ai-studio/dev-instance/docker-in-docker/image',
        iconType: 'devinstance',
        iconLabel: '开发机',
      },
    ],
  },
]

const storageFeatures = [
  { text: '存储概览', link: '/fundamentals/storage/', iconType: 'storage', iconLabel: '存储' },
  {
    text: '管理共享文件存储',
    link: '/fundamentals/storage/shared-file-storage-manage',
    iconType: 'storage',
    iconLabel: '存储',
  },
  {
    text: '使用共享文件存储',
    link: '/fundamentals/storage/shared-file-storage-use',
    iconType: 'storage',
    iconLabel: '存储',
  },
] as const satisfies FeatureSection['features']

export const platformFlyout: Flyout = {
  id: 'platform',
  text: '平台',
  defaultKey: 'aicoder',
  menuItems: [
    {
      key: 'aicoder',
      title: 'AICoder',
      description: '开发机里的 AI 编程助手与文件传输',
      link: '/ai-coder/',
      iconType: 'aicoder',
      iconLabel: 'AICoder',
    },
    {
      key: 'tenant',
      title: '租户管理',
      description: '成员、权限、密钥、费用与通知',
      link: '/fundamentals/tenant/',
      iconType: 'tenant',
      iconLabel: '租户管理',
    },
    {
      key: 'resource-pool',
      title: '资源池',
      description: '管理 GPU 配额、查询余量与算力市场',
      link: '/fundamentals/resource-pool/',
      iconType: 'compute',
      iconLabel: '资源池',
    },
    {
      key: 'storage',
      title: '存储',
      description: '跨产品共享的文件存储',
      link: '/fundamentals/storage/',
      iconType: 'storage',
      iconLabel: '存储',
    },
    {
      key: 'image-hub',
      title: '镜像仓库',
      description: '私有镜像与平台公共镜像',
      link: '/fundamentals/image-hub/',
      iconType: 'container-image',
      iconLabel: '镜像仓库',
    },
  ],
  featureSections: {
    aicoder: [
      {
        title: 'AICoder',
        description: '在浏览器 IDE 与终端中写代码、查问题',
        features: [
          { text: '产品介绍', link: '/ai-coder/', iconType: 'aicoder', iconLabel: 'AICoder' },
          { text: '用量配额', link: '/ai-coder/quota', iconType: 'aicoder', iconLabel: 'AICoder' },
          { text: '更新日志', link: '/ai-coder/changelog', iconType: 'aicoder', iconLabel: 'AICoder' },
          { text: 'AICoder Shell', link: '/ai-coder/aicoder-shell', iconType: 'aicoder', iconLabel: 'AICoder' },
        ],
      },
      {
        title: '连接与文件传输',
        features: [
          { text: 'SSH 连接开发机', link: '/ai-coder/ssh', iconType: 'devinstance', iconLabel: '开发机' },
          {
            text: '通过浏览器传输文件',
            link: '/ai-coder/transfer-file-via-browser',
            iconType: 'storage',
            iconLabel: '文件传输',
          },
          {
            text: 'macOS / Linux 传输文件',
            link: '/ai-coder/transfer-file',
            iconType: 'storage',
            iconLabel: '文件传输',
          },
          {
            text: 'Windows 传输文件',
            link: '/ai-coder/transfer-file-windows',
            iconType: 'storage',
            iconLabel: '文件传输',
          },
        ],
      },
    ],
    tenant: [
      {
        title: '租户与权限',
        description: '子用户、用户组、授权策略与访问凭证',
        features: [
          { text: '租户管理', link: '/fundamentals/tenant/', iconType: 'tenant', iconLabel: '租户' },
          { text: 'IAM 概念', link: '/fundamentals/tenant/iam', iconType: 'tenant', iconLabel: 'IAM' },
          {
            text: '授权管理',
            link: '/fundamentals/tenant/iam-authorization-management',
            iconType: 'tenant',
            iconLabel: 'IAM',
          },
          { text: '用户管理', link: '/fundamentals/tenant/iam-user-management', iconType: 'tenant', iconLabel: 'IAM' },
          {
            text: '用户组管理',
            link: '/fundamentals/tenant/iam-user-group-management',
            iconType: 'tenant',
            iconLabel: 'IAM',
          },
          {
            text: '审计事件查询',
            link: '/fundamentals/tenant/audit-event-search',
            iconType: 'tenant',
            iconLabel: '审计',
          },
          {
            text: 'SSH 密钥',
            link: '/fundamentals/tenant/iam-credentials-ssh-key',
            iconType: 'tenant',
            iconLabel: '凭证',
          },
          {
            text: 'API 密钥',
            link: '/fundamentals/tenant/iam-credentials-api-key',
            iconType: 'tenant',
            iconLabel: '凭证',
          },
        ],
      },
      {
        title: '费用与通知',
        description: '充值、账单、价格与告警渠道',
        features: [
          { text: '费用中心', link: '/fundamentals/expense/', iconType: 'expense', iconLabel: '费用中心' },
          { text: 'ComfyUI 计费', link: '/comfy-stack/billing', iconType: 'expense', iconLabel: '计费' },
          { text: 'AIStudio 价格', link: '/ai-studio/pricing/', iconType: 'buy', iconLabel: '价格' },
          { text: '大模型服务价格', link: '/gen-studio/pricing/', iconType: 'buy', iconLabel: '价格' },
          { text: '通知中心', link: '/notification/', iconType: 'notification', iconLabel: '通知中心' },
        ],
      },
    ],
    'resource-pool': [
      {
        title: '资源池',
        description: '统一分配 GPU 配额，按需扩缩',
        features: [
          { text: '资源池概览', link: '/fundamentals/resource-pool/', iconType: 'compute', iconLabel: '资源池' },
          {
            text: '管理资源池',
            link: '/fundamentals/resource-pool/manage-pools',
            iconType: 'compute',
            iconLabel: '资源池',
          },
          {
            text: '查询资源余量',
            link: '/fundamentals/resource-pool/check-resource-availability',
            iconType: 'compute',
            iconLabel: '资源池',
          },
          { text: '用量统计', link: '/fundamentals/resource-pool/statistic', iconType: 'compute', iconLabel: '资源池' },
          { text: '算力市场', link: '/fundamentals/resource-pool/market', iconType: 'buy', iconLabel: '算力市场' },
        ],
      },
    ],
    storage: [
      {
        title: '共享文件存储',
        description: '开发机、任务、推理服务与容器共享同一份数据',
        features: [...storageFeatures],
      },
    ],
    'image-hub': imageHubSections,
  },
}

export const computeFlyout: Flyout = {
  id: 'compute',
  text: 'AI 算力',
  defaultKey: 'ai-studio',
  menuItems: [
    {
      key: 'ai-studio',
      title: '一站式 AI 平台',
      description: '开发机、训练任务与推理服务',
      link: '/ai-studio/',
      iconType: 'aistudio',
      iconLabel: 'AIStudio',
    },
    {
      key: 'kube-studio',
      title: 'AI 容器服务',
      description: '托管 Kubernetes 集群与 GPU 节点池',
      link: '/kube-studio/',
      iconType: 'kubestudio',
      iconLabel: 'KubeStudio',
    },
    {
      key: 'opti-compute',
      title: '优化算力',
      description: '高性价比 GPU 与免费 CPU 实例',
      link: '/opti-compute/',
      iconType: 'opticompute',
      iconLabel: 'OptiCompute',
    },
    {
      key: 'image-hub',
      title: '镜像仓库',
      description: '训练与推理镜像的托管',
      link: '/fundamentals/image-hub/',
      iconType: 'container-image',
      iconLabel: '镜像仓库',
    },
  ],
  featureSections: {
    'ai-studio': [
      {
        title: '开发机',
        features: [
          { text: '开发机概览', link: '/ai-studio/dev-instance/', iconType: 'devinstance', iconLabel: '开发机' },
          { text: '创建开发机', link: '/ai-studio/dev-instance/create', iconType: 'devinstance', iconLabel: '开发机' },
          {
            text: '从共享资源池创建',
            link: '/ai-studio/dev-instance/create-from-shared-pool',
            iconType: 'devinstance',
            iconLabel: '开发机',
          },
          {
            text: '从弹性资源池创建',
            link: '/ai-studio/dev-instance/create-from-elastic-pool',
            iconType: 'devinstance',
            iconLabel: '开发机',
          },
          {
            text: 'Docker in Docker',
            link: '/ai-studio/dev-instance/docker-in-docker/',
            iconType: 'container-image',
            iconLabel: '容器',
          },
          {
            text: '故障排查',
            link: '/ai-studio/dev-instance/troubleshoot',
            iconType: 'devinstance',
            iconLabel: '开发机',
          },
          {
            text: '上传与下载文件',
            link: '/ai-studio/dev-instance/transfer-file',
            iconType: 'storage',
            iconLabel: '文件传输',
          },
        ],
      },
      {
        title: '训练任务',
        features: [
          { text: '训练任务概览', link: '/ai-studio/job/', iconType: 'job', iconLabel: '训练任务' },
          { text: '创建训练任务', link: '/ai-studio/job/create', iconType: 'job', iconLabel: '训练任务' },
          { text: '使用 PyTorch DDP', link: '/ai-studio/job/use-pytorch-ddp', iconType: 'job', iconLabel: '训练任务' },
          {
            text: '使用 LLaMA-Factory 微调',
            link: '/ai-studio/job/use-llama-factory',
            iconType: 'finetune',
            iconLabel: '微调',
          },
          { text: '容错训练', link: '/ai-studio/job/fault-tolerant', iconType: 'job', iconLabel: '训练任务' },
          { text: '资源监控', link: '/ai-studio/job/resource-monitor', iconType: 'job', iconLabel: '训练任务' },
          { text: '命令行工具 atlctl', link: '/ai-studio/job/atlctl', iconType: 'job', iconLabel: '命令行' },
        ],
      },
      {
        title: '推理服务',
        features: [
          { text: '推理服务概览', link: '/ai-studio/inference/', iconType: 'inference', iconLabel: '推理服务' },
          { text: '部署推理服务', link: '/ai-studio/inference/deploy', iconType: 'inference', iconLabel: '推理服务' },
          {
            text: '扩容与弹性伸缩',
            link: '/ai-studio/inference/scale-out',
            iconType: 'inference',
            iconLabel: '推理服务',
          },
          { text: '升级与回滚', link: '/ai-studio/inference/upgrade', iconType: 'inference', iconLabel: '推理服务' },
          {
            text: '分布式推理部署',
            link: '/ai-studio/inference/distributed-serving',
            iconType: 'inference',
            iconLabel: '推理服务',
          },
        ],
      },
      {
        title: '存储与帮助',
        features: [
          ...storageFeatures,
          { text: '如何选择 GPU', link: '/posts/how-to-select-gpu', iconType: 'compute', iconLabel: '教程' },
          { text: '帮助中心', link: '/support/', iconType: 'solution', iconLabel: '帮助' },
          { text: '常见问题', link: '/support/faq', iconType: 'solution', iconLabel: '帮助' },
        ],
      },
    ],
    'kube-studio': [
      {
        title: 'AI 容器服务',
        description: '用 kubectl 管理 GPU 工作负载',
        features: [
          { text: '产品概览', link: '/kube-studio/', iconType: 'kubestudio', iconLabel: 'KubeStudio' },
          { text: '创建集群', link: '/kube-studio/create', iconType: 'kubestudio', iconLabel: 'KubeStudio' },
          { text: '连接集群', link: '/kube-studio/connect', iconType: 'kubestudio', iconLabel: 'KubeStudio' },
          { text: '运行 GPU 工作负载', link: '/kube-studio/use', iconType: 'kubestudio', iconLabel: 'KubeStudio' },
          { text: '使用限制', link: '/kube-studio/limitations', iconType: 'kubestudio', iconLabel: 'KubeStudio' },
          { text: 'kubeconfig 说明', link: '/kube-studio/kubeconfig', iconType: 'kubestudio', iconLabel: 'KubeStudio' },
          { text: '扩缩容', link: '/kube-studio/scale', iconType: 'kubestudio', iconLabel: 'KubeStudio' },
          { text: '监控与告警', link: '/kube-studio/monitor', iconType: 'kubestudio', iconLabel: 'KubeStudio' },
          { text: '删除集群', link: '/kube-studio/delete', iconType: 'kubestudio', iconLabel: 'KubeStudio' },
        ],
      },
    ],
    'opti-compute': [
      {
        title: '优化算力',
        description: '按需使用高性价比 GPU，也可免费试用 CPU 实例',
        features: [
          { text: '产品概览', link: '/opti-compute/', iconType: 'opticompute', iconLabel: 'OptiCompute' },
          { text: '创建实例', link: '/opti-compute/create', iconType: 'opticompute', iconLabel: 'OptiCompute' },
          { text: 'SSH 登录', link: '/opti-compute/ssh', iconType: 'opticompute', iconLabel: 'OptiCompute' },
          {
            text: 'Web 预览',
            link: '/opti-compute/use-web-preview',
            iconType: 'opticompute',
            iconLabel: 'OptiCompute',
          },
          {
            text: '使用 TensorBoard',
            link: '/opti-compute/tensorboard',
            iconType: 'opticompute',
            iconLabel: 'OptiCompute',
          },
          { text: '故障排查', link: '/opti-compute/troubleshoot', iconType: 'opticompute', iconLabel: 'OptiCompute' },
          { text: '更新日志', link: '/opti-compute/changelog', iconType: 'opticompute', iconLabel: 'OptiCompute' },
        ],
      },
    ],
    'image-hub': imageHubSections,
  },
}

export const modelServiceFlyout: Flyout = {
  id: 'model-service',
  text: '模型服务',
  defaultKey: 'gen-studio',
  menuItems: [
    {
      key: 'gen-studio',
      title: '大模型服务平台',
      description: '兼容 OpenAI 的模型 API 与专属部署',
      link: '/gen-studio/',
      iconType: 'genstudio',
      iconLabel: 'GenStudio',
    },
    {
      key: 'comfy-stack',
      title: 'ComfyUI 托管服务',
      description: '在线运行 ComfyUI 工作流并发布为 API',
      link: '/comfy-stack/',
      iconType: 'comfyui',
      iconLabel: 'ComfyStack',
    },
  ],
  featureSections: {
    'gen-studio': [
      {
        title: '模型',
        features: [
          { text: '在线体验', link: '/gen-studio/models/playground', iconType: 'modelgarden', iconLabel: '模型' },
          { text: '支持的模型', link: '/gen-studio/models/supported-models', iconType: 'deepseek', iconLabel: '模型' },
          { text: 'API 快速开始', link: '/gen-studio/api/', iconType: 'serving', iconLabel: 'API' },
          { text: '用量统计', link: '/gen-studio/usage/', iconType: 'expense', iconLabel: '用量' },
        ],
      },
      {
        title: 'API 教程',
        features: [
          { text: '对话补全', link: '/gen-studio/api/tutorial', iconType: 'serving', iconLabel: 'API' },
          { text: '多模型与多密钥', link: '/gen-studio/api/tutorial-mxn', iconType: 'serving', iconLabel: 'API' },
          { text: '视觉理解', link: '/gen-studio/api/tutorial-vision', iconType: 'serving', iconLabel: 'API' },
          { text: '推理模型', link: '/gen-studio/api/tutorial-reasoning', iconType: 'deepseek', iconLabel: 'API' },
          {
            text: '函数调用',
            link: '/gen-studio/api/tutorial-function-calling',
            iconType: 'serving',
            iconLabel: 'API',
          },
          { text: '批量推理', link: '/gen-studio/api/tutorial-batch', iconType: 'serving', iconLabel: 'API' },
          { text: '文本向量', link: '/gen-studio/api/tutorial-embeddings', iconType: 'serving', iconLabel: 'API' },
          { text: '重排序', link: '/gen-studio/api/tutorial-rerank', iconType: 'serving', iconLabel: 'API' },
        ],
      },
      {
        title: '计费与限制',
        features: [
          { text: '错误码', link: '/gen-studio/api/error-codes-llm', iconType: 'solution', iconLabel: 'API' },
          { text: '计费说明', link: '/gen-studio/api/billing', iconType: 'expense', iconLabel: '计费' },
          { text: '速率限制', link: '/gen-studio/api/rate-limit', iconType: 'serving', iconLabel: 'API' },
        ],
      },
      {
        title: 'API 参考',
        description: '在新标签页中打开交互式参考',
        features: [
          {
            text: '模型服务 API',
            link: '/gen-studio/api/maas',
            iconType: 'serving',
            iconLabel: 'API 参考',
            target: '_blank',
          },
          {
            text: 'ComfyUI API',
            link: '/gen-studio/api/maas-comfyui',
            iconType: 'comfyui',
            iconLabel: 'API 参考',
            target: '_blank',
          },
          {
            text: 'ComfyUI WebSocket',
            link: '/gen-studio/api/maas-comfyui-websocket',
            iconType: 'comfyui',
            iconLabel: 'API 参考',
            target: '_blank',
          },
        ],
      },
    ],
    'comfy-stack': [
      {
        title: '上手 ComfyUI',
        features: [
          {
            text: '在线体验 ComfyUI',
            link: '/comfy-stack/playground-comfyui',
            iconType: 'comfyui',
            iconLabel: 'ComfyUI',
          },
          { text: '入门教程', link: '/comfy-stack/tutorial-comfyui', iconType: 'comfyui', iconLabel: 'ComfyUI' },
          { text: '托管编辑器', link: '/comfy-stack/comfyui-editor', iconType: 'comfyui', iconLabel: 'ComfyUI' },
          { text: '运行环境', link: '/comfy-stack/environments', iconType: 'comfyui', iconLabel: 'ComfyUI' },
        ],
      },
      {
        title: '工作流',
        features: [
          { text: '上传工作流', link: '/comfy-stack/workflow-upload', iconType: 'comfyui', iconLabel: '工作流' },
          { text: '编辑工作流', link: '/comfy-stack/workflow-edit', iconType: 'comfyui', iconLabel: '工作流' },
          { text: '发布为 API', link: '/comfy-stack/workflow-publish', iconType: 'serving', iconLabel: '工作流' },
          { text: '运行历史', link: '/comfy-stack/workflow-history', iconType: 'comfyui', iconLabel: '工作流' },
          {
            text: '使用自己的模型',
            link: '/comfy-stack/bring-your-own-comfyui-models',
            iconType: 'modelgarden',
            iconLabel: '模型',
          },
        ],
      },
      {
        title: '计费与限制',
        features: [
          { text: '计费说明', link: '/comfy-stack/billing', iconType: 'expense', iconLabel: '计费' },
          { text: '速率限制', link: '/comfy-stack/rate-limit-comfyui', iconType: 'comfyui', iconLabel: '限制' },
        ],
      },
    ],
  },
}

export const flyouts: Flyout[] = [platformFlyout, computeFlyout, modelServiceFlyout]
