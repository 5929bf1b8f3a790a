import type { DefaultTheme } from 'vitepress'

export const genStudioSidebar: DefaultTheme.SidebarItem[] = [
  {
    text: '大模型服务平台',
    items: [
      { text: '产品概览', link: '/gen-studio/' },
      { text: '更新日志', link: '/gen-studio/changelog' },
    ],
  },
  {
    text: '模型',
    collapsed: false,
    items: [
      { text: '在线体验', link: '/gen-studio/models/playground' },
      { text: '支持的模型', link: '/gen-studio/models/supported-models' },
    ],
  },
  {
    text: 'API 使用',
    collapsed: false,
    items: [
      { text: '快速开始', link: '/gen-studio/api/' },
      {
        text: '教程',
        collapsed: false,
        items: [
          { text: '对话补全', link: '/gen-studio/api/tutorial' },
          { text: '多模型与多密钥', link: '/gen-studio/api/tutorial-mxn' },
          { text: '视觉理解', link: '/gen-studio/api/tutorial-vision' },
          { text: '推理模型', link: '/gen-studio/api/tutorial-reasoning' },
          { text: '函数调用', link: '/gen-studio/api/tutorial-function-calling' },
          { text: '批量推理', link: '/gen-studio/api/tutorial-batch' },
          { text: '文本向量', link: '/gen-studio/api/tutorial-embeddings' },
          { text: '重排序', link: '/gen-studio/api/tutorial-rerank' },
        ],
      },
      { text: '错误码', link: '/gen-studio/api/error-codes-llm' },
      { text: '计费说明', link: '/gen-studio/api/billing' },
      { text: '速率限制', link: '/gen-studio/api/rate-limit' },
      {
        text: 'API 参考',
        collapsed: true,
        items: [
          { text: '模型服务 API', link: '/gen-studio/api/maas', target: '_blank', rel: 'noopener noreferrer' },
          { text: 'ComfyUI API', link: '/gen-studio/api/maas-comfyui', target: '_blank', rel: 'noopener noreferrer' },
          {
            text: 'ComfyUI WebSocket',
            link: '/gen-studio/api/maas-comfyui-websocket',
            target: '_blank',
            rel: 'noopener noreferrer',
          },
        ],
      },
    ],
  },
  {
    text: '部署与用量',
    collapsed: false,
    items: [
      { text: '专属部署', link: '/gen-studio/serving/' },
      { text: '用量统计', link: '/gen-studio/usage/' },
    ],
  },
  {
    text: '价格',
    collapsed: false,
    items: [
      { text: '价格总览', link: '/gen-studio/pricing/' },
      { text: '2025 年 11 月价格调整', link: '/gen-studio/pricing/price-change-2025-11' },
    ],
  },
]
