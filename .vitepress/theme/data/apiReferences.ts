import type { ApiReferenceEntry } from '../support/catalogue'

/** The API references (BEHAVIOUR.md shell §3 "API reference entry"). */
export const apiReferences: ApiReferenceEntry[] = [
  {
    url: '/gen-studio/api/maas.html',
    title: '模型服务 API',
    description: '对话补全、文本补全、向量、重排序、图像、模型列表与批量任务的 OpenAI 兼容接口参考。',
    tags: ['api-reference'],
  },
  {
    url: '/gen-studio/api/maas-comfyui.html',
    title: 'ComfyUI API',
    description: '运行已发布的 ComfyUI 工作流、查询任务、上传输入文件与获取生成结果。',
    tags: ['api-reference'],
  },
  {
    url: '/gen-studio/api/maas-comfyui-websocket.html',
    title: 'ComfyUI WebSocket 进度事件',
    description: '通过 WebSocket 实时接收排队位置、节点进度、预览图与最终结果。',
    tags: ['api-reference'],
  },
]
