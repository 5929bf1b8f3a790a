import type { FeatureSection, Flyout } from './types'

// The three navigation flyouts in English: the same items, sections and links as flyouts.ts (a test holds
// them in step), for the pages under /en/.

const imageHubSectionsEn: FeatureSection[] = [
  {
    title: 'Image registry',
    description: 'Hosts your training and inference images; the platform images are ready to use',
    features: [
      {
        text: 'Image registry overview',
        link: '/fundamentals/image-hub/',
        iconType: 'container-image',
        iconLabel: 'Image registry',
      },
      {
        text: 'Create an image',
        link: '/fundamentals/image-hub/create',
        iconType: 'container-image',
        iconLabel: 'Create an image',
      },
      {
        text: 'Import an external image',
        link: '/fundamentals/image-hub/import',
        iconType: 'container-image',
        iconLabel: 'Import an image',
      },
      {
        text: 'Build images in a dev instance',
        link: '/ai-studio/dev-instance/docker-in-docker/image',
        iconType: 'devinstance',
        iconLabel: 'Dev instances',
      },
    ],
  },
]

const storageFeaturesEn = [
  { text: 'Storage overview', link: '/fundamentals/storage/', iconType: 'storage', iconLabel: 'Storage' },
  {
    text: 'Manage shared file storage',
    link: '/fundamentals/storage/shared-file-storage-manage',
    iconType: 'storage',
    iconLabel: 'Storage',
  },
  {
    text: 'Use shared file storage',
    link: '/fundamentals/storage/shared-file-storage-use',
    iconType: 'storage',
    iconLabel: 'Storage',
  },
] as const satisfies FeatureSection['features']

const platformFlyoutEn: Flyout = {
  id: 'platform',
  text: 'Platform',
  defaultKey: 'aicoder',
  menuItems: [
    {
      key: 'aicoder',
      title: 'AICoder',
      description: 'AI coding assistant and file transfer for dev instances',
      link: '/ai-coder/',
      iconType: 'aicoder',
      iconLabel: 'AICoder',
    },
    {
      key: 'tenant',
      title: 'Tenant management',
      description: 'Members, permissions, keys, billing and notifications',
      link: '/fundamentals/tenant/',
      iconType: 'tenant',
      iconLabel: 'Tenant management',
    },
    {
      key: 'resource-pool',
      title: 'Resource pools',
      description: 'GPU quotas, available capacity and the compute market',
      link: '/fundamentals/resource-pool/',
      iconType: 'compute',
      iconLabel: 'Resource pools',
    },
    {
      key: 'storage',
      title: 'Storage',
      description: 'File storage shared across products',
      link: '/fundamentals/storage/',
      iconType: 'storage',
      iconLabel: 'Storage',
    },
    {
      key: 'image-hub',
      title: 'Image registry',
      description: 'Private images and the platform images',
      link: '/fundamentals/image-hub/',
      iconType: 'container-image',
      iconLabel: 'Image registry',
    },
  ],
  featureSections: {
    aicoder: [
      {
        title: 'AICoder',
        description: 'Write and debug code in the browser IDE and the terminal',
        features: [
          { text: 'Overview', link: '/ai-coder/', iconType: 'aicoder', iconLabel: 'AICoder' },
          { text: 'Usage quota', link: '/ai-coder/quota', iconType: 'aicoder', iconLabel: 'AICoder' },
          { text: 'Changelog', link: '/ai-coder/changelog', iconType: 'aicoder', iconLabel: 'AICoder' },
          { text: 'AICoder Shell', link: '/ai-coder/aicoder-shell', iconType: 'aicoder', iconLabel: 'AICoder' },
        ],
      },
      {
        title: 'Connect and transfer files',
        features: [
          {
            text: 'SSH into a dev instance',
            link: '/ai-coder/ssh',
            iconType: 'devinstance',
            iconLabel: 'Dev instances',
          },
          {
            text: 'Transfer files in the browser',
            link: '/ai-coder/transfer-file-via-browser',
            iconType: 'storage',
            iconLabel: 'File transfer',
          },
          {
            text: 'Transfer files on macOS / Linux',
            link: '/ai-coder/transfer-file',
            iconType: 'storage',
            iconLabel: 'File transfer',
          },
          {
            text: 'Transfer files on Windows',
            link: '/ai-coder/transfer-file-windows',
            iconType: 'storage',
            iconLabel: 'File transfer',
          },
        ],
      },
    ],
    tenant: [
      {
        title: 'Tenants and access',
        description: 'Sub-users, user groups, policies and credentials',
        features: [
          { text: 'Tenant management', link: '/fundamentals/tenant/', iconType: 'tenant', iconLabel: 'Tenant' },
          { text: 'IAM concepts', link: '/fundamentals/tenant/iam', iconType: 'tenant', iconLabel: 'IAM' },
          {
            text: 'Authorization',
            link: '/fundamentals/tenant/iam-authorization-management',
            iconType: 'tenant',
            iconLabel: 'IAM',
          },
          { text: 'Users', link: '/fundamentals/tenant/iam-user-management', iconType: 'tenant', iconLabel: 'IAM' },
          {
            text: 'User groups',
            link: '/fundamentals/tenant/iam-user-group-management',
            iconType: 'tenant',
            iconLabel: 'IAM',
          },
          {
            text: 'Audit events',
            link: '/fundamentals/tenant/audit-event-search',
            iconType: 'tenant',
            iconLabel: 'Audit',
          },
          {
            text: 'SSH keys',
            link: '/fundamentals/tenant/iam-credentials-ssh-key',
            iconType: 'tenant',
            iconLabel: 'Credentials',
          },
          {
            text: 'API keys',
            link: '/fundamentals/tenant/iam-credentials-api-key',
            iconType: 'tenant',
            iconLabel: 'Credentials',
          },
        ],
      },
      {
        title: 'Billing and notifications',
        description: 'Top-ups, bills, prices and alert channels',
        features: [
          { text: 'Expense centre', link: '/fundamentals/expense/', iconType: 'expense', iconLabel: 'Expense centre' },
          { text: 'ComfyUI billing', link: '/comfy-stack/billing', iconType: 'expense', iconLabel: 'Billing' },
          { text: 'AIStudio pricing', link: '/ai-studio/pricing/', iconType: 'buy', iconLabel: 'Pricing' },
          { text: 'Model service pricing', link: '/gen-studio/pricing/', iconType: 'buy', iconLabel: 'Pricing' },
          {
            text: 'Notification centre',
            link: '/notification/',
            iconType: 'notification',
            iconLabel: 'Notification centre',
          },
        ],
      },
    ],
    'resource-pool': [
      {
        title: 'Resource pools',
        description: 'Allocate GPU quotas in one place and resize on demand',
        features: [
          {
            text: 'Resource pools overview',
            link: '/fundamentals/resource-pool/',
            iconType: 'compute',
            iconLabel: 'Resource pools',
          },
          {
            text: 'Manage pools',
            link: '/fundamentals/resource-pool/manage-pools',
            iconType: 'compute',
            iconLabel: 'Resource pools',
          },
          {
            text: 'Check available capacity',
            link: '/fundamentals/resource-pool/check-resource-availability',
            iconType: 'compute',
            iconLabel: 'Resource pools',
          },
          {
            text: 'Usage statistics',
            link: '/fundamentals/resource-pool/statistic',
            iconType: 'compute',
            iconLabel: 'Resource pools',
          },
          {
            text: 'Compute market',
            link: '/fundamentals/resource-pool/market',
            iconType: 'buy',
            iconLabel: 'Compute market',
          },
        ],
      },
    ],
    storage: [
      {
        title: 'Shared file storage',
        description: 'One copy of your data for dev instances, jobs, inference services and containers',
        features: [...storageFeaturesEn],
      },
    ],
    'image-hub': imageHubSectionsEn,
  },
}

const computeFlyoutEn: Flyout = {
  id: 'compute',
  text: 'AI compute',
  defaultKey: 'ai-studio',
  menuItems: [
    {
      key: 'ai-studio',
      title: 'AIStudio',
      description: 'Dev instances, training jobs and inference services',
      link: '/ai-studio/',
      iconType: 'aistudio',
      iconLabel: 'AIStudio',
    },
    {
      key: 'kube-studio',
      title: 'KubeStudio',
      description: 'Managed Kubernetes clusters with GPU node pools',
      link: '/kube-studio/',
      iconType: 'kubestudio',
      iconLabel: 'KubeStudio',
    },
    {
      key: 'opti-compute',
      title: 'OptiCompute',
      description: 'Cost-effective GPUs and a free CPU instance',
      link: '/opti-compute/',
      iconType: 'opticompute',
      iconLabel: 'OptiCompute',
    },
    {
      key: 'image-hub',
      title: 'Image registry',
      description: 'Hosting for training and inference images',
      link: '/fundamentals/image-hub/',
      iconType: 'container-image',
      iconLabel: 'Image registry',
    },
  ],
  featureSections: {
    'ai-studio': [
      {
        title: 'Dev instances',
        features: [
          {
            text: 'Dev instances overview',
            link: '/ai-studio/dev-instance/',
            iconType: 'devinstance',
            iconLabel: 'Dev instances',
          },
          {
            text: 'Create a dev instance',
            link: '/ai-studio/dev-instance/create',
            iconType: 'devinstance',
            iconLabel: 'Dev instances',
          },
          {
            text: 'Create from a shared pool',
            link: '/ai-studio/dev-instance/create-from-shared-pool',
            iconType: 'devinstance',
            iconLabel: 'Dev instances',
          },
          {
            text: 'Create from an elastic pool',
            link: '/ai-studio/dev-instance/create-from-elastic-pool',
            iconType: 'devinstance',
            iconLabel: 'Dev instances',
          },
          {
            text: 'Docker in Docker',
            link: '/ai-studio/dev-instance/docker-in-docker/',
            iconType: 'container-image',
            iconLabel: 'Containers',
          },
          {
            text: 'Troubleshooting',
            link: '/ai-studio/dev-instance/troubleshoot',
            iconType: 'devinstance',
            iconLabel: 'Dev instances',
          },
          {
            text: 'Upload and download files',
            link: '/ai-studio/dev-instance/transfer-file',
            iconType: 'storage',
            iconLabel: 'File transfer',
          },
        ],
      },
      {
        title: 'Training jobs',
        features: [
          { text: 'Training jobs overview', link: '/ai-studio/job/', iconType: 'job', iconLabel: 'Training jobs' },
          { text: 'Create a training job', link: '/ai-studio/job/create', iconType: 'job', iconLabel: 'Training jobs' },
          {
            text: 'Train with PyTorch DDP',
            link: '/ai-studio/job/use-pytorch-ddp',
            iconType: 'job',
            iconLabel: 'Training jobs',
          },
          {
            text: 'Fine-tune with LLaMA-Factory',
            link: '/ai-studio/job/use-llama-factory',
            iconType: 'finetune',
            iconLabel: 'Fine-tuning',
          },
          {
            text: 'Fault-tolerant training',
            link: '/ai-studio/job/fault-tolerant',
            iconType: 'job',
            iconLabel: 'Training jobs',
          },
          {
            text: 'Resource monitoring',
            link: '/ai-studio/job/resource-monitor',
            iconType: 'job',
            iconLabel: 'Training jobs',
          },
          { text: 'The atlctl CLI', link: '/ai-studio/job/atlctl', iconType: 'job', iconLabel: 'CLI' },
        ],
      },
      {
        title: 'Inference services',
        features: [
          {
            text: 'Inference services overview',
            link: '/ai-studio/inference/',
            iconType: 'inference',
            iconLabel: 'Inference services',
          },
          {
            text: 'Deploy an inference service',
            link: '/ai-studio/inference/deploy',
            iconType: 'inference',
            iconLabel: 'Inference services',
          },
          {
            text: 'Scale out and autoscale',
            link: '/ai-studio/inference/scale-out',
            iconType: 'inference',
            iconLabel: 'Inference services',
          },
          {
            text: 'Upgrade and roll back',
            link: '/ai-studio/inference/upgrade',
            iconType: 'inference',
            iconLabel: 'Inference services',
          },
          {
            text: 'Distributed inference',
            link: '/ai-studio/inference/distributed-serving',
            iconType: 'inference',
            iconLabel: 'Inference services',
          },
        ],
      },
      {
        title: 'Storage and help',
        features: [
          ...storageFeaturesEn,
          { text: 'Choosing a GPU', link: '/posts/how-to-select-gpu', iconType: 'compute', iconLabel: 'Tutorial' },
          { text: 'Help centre', link: '/support/', iconType: 'solution', iconLabel: 'Help' },
          { text: 'FAQ', link: '/support/faq', iconType: 'solution', iconLabel: 'Help' },
        ],
      },
    ],
    'kube-studio': [
      {
        title: 'KubeStudio',
        description: 'Run GPU workloads with kubectl',
        features: [
          { text: 'Overview', link: '/kube-studio/', iconType: 'kubestudio', iconLabel: 'KubeStudio' },
          { text: 'Create a cluster', link: '/kube-studio/create', iconType: 'kubestudio', iconLabel: 'KubeStudio' },
          {
            text: 'Connect to a cluster',
            link: '/kube-studio/connect',
            iconType: 'kubestudio',
            iconLabel: 'KubeStudio',
          },
          { text: 'Run GPU workloads', link: '/kube-studio/use', iconType: 'kubestudio', iconLabel: 'KubeStudio' },
          { text: 'Limitations', link: '/kube-studio/limitations', iconType: 'kubestudio', iconLabel: 'KubeStudio' },
          {
            text: 'About kubeconfig',
            link: '/kube-studio/kubeconfig',
            iconType: 'kubestudio',
            iconLabel: 'KubeStudio',
          },
          { text: 'Scaling', link: '/kube-studio/scale', iconType: 'kubestudio', iconLabel: 'KubeStudio' },
          {
            text: 'Monitoring and alerts',
            link: '/kube-studio/monitor',
            iconType: 'kubestudio',
            iconLabel: 'KubeStudio',
          },
          { text: 'Delete a cluster', link: '/kube-studio/delete', iconType: 'kubestudio', iconLabel: 'KubeStudio' },
        ],
      },
    ],
    'opti-compute': [
      {
        title: 'OptiCompute',
        description: 'Cost-effective GPUs on demand, and a free CPU instance to try',
        features: [
          { text: 'Overview', link: '/opti-compute/', iconType: 'opticompute', iconLabel: 'OptiCompute' },
          {
            text: 'Create an instance',
            link: '/opti-compute/create',
            iconType: 'opticompute',
            iconLabel: 'OptiCompute',
          },
          { text: 'Log in over SSH', link: '/opti-compute/ssh', iconType: 'opticompute', iconLabel: 'OptiCompute' },
          {
            text: 'Web preview',
            link: '/opti-compute/use-web-preview',
            iconType: 'opticompute',
            iconLabel: 'OptiCompute',
          },
          {
            text: 'Use TensorBoard',
            link: '/opti-compute/tensorboard',
            iconType: 'opticompute',
            iconLabel: 'OptiCompute',
          },
          {
            text: 'Troubleshooting',
            link: '/opti-compute/troubleshoot',
            iconType: 'opticompute',
            iconLabel: 'OptiCompute',
          },
          { text: 'Changelog', link: '/opti-compute/changelog', iconType: 'opticompute', iconLabel: 'OptiCompute' },
        ],
      },
    ],
    'image-hub': imageHubSectionsEn,
  },
}

const modelServiceFlyoutEn: Flyout = {
  id: 'model-service',
  text: 'Model service',
  defaultKey: 'gen-studio',
  menuItems: [
    {
      key: 'gen-studio',
      title: 'GenStudio',
      description: 'OpenAI-compatible model APIs and dedicated deployments',
      link: '/gen-studio/',
      iconType: 'genstudio',
      iconLabel: 'GenStudio',
    },
    {
      key: 'comfy-stack',
      title: 'Hosted ComfyUI',
      description: 'Run ComfyUI workflows online and publish them as APIs',
      link: '/comfy-stack/',
      iconType: 'comfyui',
      iconLabel: 'ComfyStack',
    },
  ],
  featureSections: {
    'gen-studio': [
      {
        title: 'Models',
        features: [
          { text: 'Playground', link: '/gen-studio/models/playground', iconType: 'modelgarden', iconLabel: 'Models' },
          {
            text: 'Supported models',
            link: '/gen-studio/models/supported-models',
            iconType: 'deepseek',
            iconLabel: 'Models',
          },
          { text: 'API quick start', link: '/gen-studio/api/', iconType: 'serving', iconLabel: 'API' },
          { text: 'Usage statistics', link: '/gen-studio/usage/', iconType: 'expense', iconLabel: 'Usage' },
        ],
      },
      {
        title: 'API tutorials',
        features: [
          { text: 'Chat completions', link: '/gen-studio/api/tutorial', iconType: 'serving', iconLabel: 'API' },
          {
            text: 'Multiple models and keys',
            link: '/gen-studio/api/tutorial-mxn',
            iconType: 'serving',
            iconLabel: 'API',
          },
          { text: 'Vision', link: '/gen-studio/api/tutorial-vision', iconType: 'serving', iconLabel: 'API' },
          {
            text: 'Reasoning models',
            link: '/gen-studio/api/tutorial-reasoning',
            iconType: 'deepseek',
            iconLabel: 'API',
          },
          {
            text: 'Function calling',
            link: '/gen-studio/api/tutorial-function-calling',
            iconType: 'serving',
            iconLabel: 'API',
          },
          { text: 'Batch inference', link: '/gen-studio/api/tutorial-batch', iconType: 'serving', iconLabel: 'API' },
          { text: 'Embeddings', link: '/gen-studio/api/tutorial-embeddings', iconType: 'serving', iconLabel: 'API' },
          { text: 'Rerank', link: '/gen-studio/api/tutorial-rerank', iconType: 'serving', iconLabel: 'API' },
        ],
      },
      {
        title: 'Billing and limits',
        features: [
          { text: 'Error codes', link: '/gen-studio/api/error-codes-llm', iconType: 'solution', iconLabel: 'API' },
          { text: 'Billing', link: '/gen-studio/api/billing', iconType: 'expense', iconLabel: 'Billing' },
          { text: 'Rate limits', link: '/gen-studio/api/rate-limit', iconType: 'serving', iconLabel: 'API' },
        ],
      },
      {
        title: 'API reference',
        description: 'Interactive references, opened in a new tab',
        features: [
          {
            text: 'Model service API',
            link: '/gen-studio/api/maas',
            iconType: 'serving',
            iconLabel: 'API reference',
            target: '_blank',
          },
          {
            text: 'ComfyUI API',
            link: '/gen-studio/api/maas-comfyui',
            iconType: 'comfyui',
            iconLabel: 'API reference',
            target: '_blank',
          },
          {
            text: 'ComfyUI WebSocket',
            link: '/gen-studio/api/maas-comfyui-websocket',
            iconType: 'comfyui',
            iconLabel: 'API reference',
            target: '_blank',
          },
        ],
      },
    ],
    'comfy-stack': [
      {
        title: 'Get started with ComfyUI',
        features: [
          {
            text: 'Try ComfyUI online',
            link: '/comfy-stack/playground-comfyui',
            iconType: 'comfyui',
            iconLabel: 'ComfyUI',
          },
          { text: 'Getting started', link: '/comfy-stack/tutorial-comfyui', iconType: 'comfyui', iconLabel: 'ComfyUI' },
          { text: 'Hosted editor', link: '/comfy-stack/comfyui-editor', iconType: 'comfyui', iconLabel: 'ComfyUI' },
          { text: 'Environments', link: '/comfy-stack/environments', iconType: 'comfyui', iconLabel: 'ComfyUI' },
        ],
      },
      {
        title: 'Workflows',
        features: [
          {
            text: 'Upload a workflow',
            link: '/comfy-stack/workflow-upload',
            iconType: 'comfyui',
            iconLabel: 'Workflows',
          },
          { text: 'Edit a workflow', link: '/comfy-stack/workflow-edit', iconType: 'comfyui', iconLabel: 'Workflows' },
          {
            text: 'Publish as an API',
            link: '/comfy-stack/workflow-publish',
            iconType: 'serving',
            iconLabel: 'Workflows',
          },
          { text: 'Run history', link: '/comfy-stack/workflow-history', iconType: 'comfyui', iconLabel: 'Workflows' },
          {
            text: 'Bring your own models',
            link: '/comfy-stack/bring-your-own-comfyui-models',
            iconType: 'modelgarden',
            iconLabel: 'Models',
          },
        ],
      },
      {
        title: 'Billing and limits',
        features: [
          { text: 'Billing', link: '/comfy-stack/billing', iconType: 'expense', iconLabel: 'Billing' },
          { text: 'Rate limits', link: '/comfy-stack/rate-limit-comfyui', iconType: 'comfyui', iconLabel: 'Limits' },
        ],
      },
    ],
  },
}

export const flyoutsEn: Flyout[] = [platformFlyoutEn, computeFlyoutEn, modelServiceFlyoutEn]
