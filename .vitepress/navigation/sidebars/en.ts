import type { DefaultTheme } from 'vitepress'

/** The English pages: translations of the landing and quick-start pages, and an FAQ of the questions asked most. */
export const enSidebar: DefaultTheme.SidebarItem[] = [
  {
    text: 'Products',
    items: [
      { text: 'Model Service', link: '/en/gen-studio/' },
      { text: 'API Quick Start', link: '/en/gen-studio/api/' },
      { text: 'AIStudio', link: '/en/ai-studio/' },
      { text: 'Create a Dev Instance', link: '/en/ai-studio/dev-instance/create' },
      { text: 'Hosted ComfyUI', link: '/en/comfy-stack/' },
      { text: 'KubeStudio', link: '/en/kube-studio/' },
      { text: 'OptiCompute', link: '/en/opti-compute/' },
      { text: 'AICoder', link: '/en/ai-coder/' },
    ],
  },
  {
    text: 'Platform',
    items: [
      { text: 'Fundamentals', link: '/en/fundamentals/' },
      { text: 'Use these docs in your AI tool', link: '/en/fundamentals/ai-tools' },
      { text: 'Help and Support', link: '/en/support/' },
      { text: 'FAQ', link: '/en/support/faq' },
    ],
  },
]
