import type { DefaultTheme } from 'vitepress'

/** The English pages: translations of the landing, quick-start, reference and pricing pages, and an FAQ of the questions asked most. */
export const enSidebar: DefaultTheme.SidebarItem[] = [
  {
    text: 'Products',
    items: [
      { text: 'Model Service', link: '/en/gen-studio/' },
      { text: 'API Quick Start', link: '/en/gen-studio/api/' },
      { text: 'Supported Models', link: '/en/gen-studio/models/supported-models' },
      { text: 'Rate Limits', link: '/en/gen-studio/api/rate-limit' },
      { text: 'API Billing', link: '/en/gen-studio/api/billing' },
      { text: 'Model API Error Codes', link: '/en/gen-studio/api/error-codes-llm' },
      { text: 'AIStudio', link: '/en/ai-studio/' },
      { text: 'Create a Dev Instance', link: '/en/ai-studio/dev-instance/create' },
      { text: 'Create a Training Job', link: '/en/ai-studio/job/create' },
      { text: 'Deploy an Inference Service', link: '/en/ai-studio/inference/deploy' },
      { text: 'AIStudio Pricing', link: '/en/ai-studio/pricing/' },
      { text: 'Hosted ComfyUI', link: '/en/comfy-stack/' },
      { text: 'KubeStudio', link: '/en/kube-studio/' },
      { text: 'OptiCompute', link: '/en/opti-compute/' },
      { text: 'AICoder', link: '/en/ai-coder/' },
      { text: 'Connect over SSH', link: '/en/ai-coder/ssh' },
    ],
  },
  {
    text: 'Platform',
    items: [
      { text: 'Fundamentals', link: '/en/fundamentals/' },
      { text: 'Expense Centre', link: '/en/fundamentals/expense/' },
      { text: 'Storage Overview', link: '/en/fundamentals/storage/' },
      { text: 'Use these docs in your AI tool', link: '/en/fundamentals/ai-tools' },
      { text: 'Help and Support', link: '/en/support/' },
      { text: 'FAQ', link: '/en/support/faq' },
    ],
  },
]
