import type { DefaultTheme } from 'vitepress'

export const comfyStackSidebar: DefaultTheme.SidebarItem[] = [
  {
    text: 'ComfyUI 托管服务',
    items: [
      { text: '产品概览', link: '/comfy-stack/' },
      { text: '更新日志', link: '/comfy-stack/changelog' },
    ],
  },
  {
    text: '上手',
    collapsed: false,
    items: [
      { text: '在线体验 ComfyUI', link: '/comfy-stack/playground-comfyui' },
      { text: '入门教程', link: '/comfy-stack/tutorial-comfyui' },
      { text: '托管编辑器', link: '/comfy-stack/comfyui-editor' },
      { text: '运行环境', link: '/comfy-stack/environments' },
    ],
  },
  {
    text: '工作流',
    collapsed: false,
    items: [
      { text: '上传工作流', link: '/comfy-stack/workflow-upload' },
      { text: '编辑工作流', link: '/comfy-stack/workflow-edit' },
      { text: '发布为 API', link: '/comfy-stack/workflow-publish' },
      { text: '运行历史', link: '/comfy-stack/workflow-history' },
      { text: '使用自己的模型', link: '/comfy-stack/bring-your-own-comfyui-models' },
    ],
  },
  {
    text: '计费与限制',
    collapsed: false,
    items: [
      { text: '计费说明', link: '/comfy-stack/billing' },
      { text: '2025 年 11 月价格调整', link: '/comfy-stack/price-change-2025-11' },
      { text: '速率限制', link: '/comfy-stack/rate-limit-comfyui' },
    ],
  },
]
