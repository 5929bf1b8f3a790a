import type { DefaultTheme } from 'vitepress'

export const fundamentalsSidebar: DefaultTheme.SidebarItem[] = [
  {
    text: '平台基础',
    items: [
      { text: '概览', link: '/fundamentals/' },
      { text: '核心功能', link: '/fundamentals/core-features' },
      { text: '在 AI 工具中使用本文档', link: '/fundamentals/ai-tools' },
    ],
  },
  {
    text: '租户与权限',
    collapsed: false,
    items: [
      { text: '租户管理', link: '/fundamentals/tenant/' },
      {
        text: '访问控制（IAM）',
        collapsed: false,
        items: [
          { text: 'IAM 概念', link: '/fundamentals/tenant/iam' },
          { text: '授权管理', link: '/fundamentals/tenant/iam-authorization-management' },
          { text: '用户管理', link: '/fundamentals/tenant/iam-user-management' },
          { text: '用户组管理', link: '/fundamentals/tenant/iam-user-group-management' },
          {
            text: '访问凭证',
            collapsed: false,
            items: [
              { text: 'SSH 密钥', link: '/fundamentals/tenant/iam-credentials-ssh-key' },
              { text: 'API 密钥', link: '/fundamentals/tenant/iam-credentials-api-key' },
            ],
          },
        ],
      },
      { text: '审计事件查询', link: '/fundamentals/tenant/audit-event-search' },
    ],
  },
  { text: '费用中心', items: [{ text: '费用中心', link: '/fundamentals/expense/' }] },
  {
    text: '资源池',
    collapsed: false,
    items: [
      { text: '资源池概览', link: '/fundamentals/resource-pool/' },
      { text: '管理资源池', link: '/fundamentals/resource-pool/manage-pools' },
      { text: '查询资源余量', link: '/fundamentals/resource-pool/check-resource-availability' },
      { text: '用量统计', link: '/fundamentals/resource-pool/statistic' },
      { text: '算力市场', link: '/fundamentals/resource-pool/market' },
    ],
  },
  {
    text: '存储',
    collapsed: false,
    items: [
      { text: '存储概览', link: '/fundamentals/storage/' },
      { text: '管理共享文件存储', link: '/fundamentals/storage/shared-file-storage-manage' },
      { text: '使用共享文件存储', link: '/fundamentals/storage/shared-file-storage-use' },
    ],
  },
  {
    text: '镜像仓库',
    collapsed: false,
    items: [
      { text: '镜像仓库概览', link: '/fundamentals/image-hub/' },
      { text: '创建镜像', link: '/fundamentals/image-hub/create' },
      { text: '导入外部镜像', link: '/fundamentals/image-hub/import' },
    ],
  },
  { text: '通知中心', items: [{ text: '通知中心', link: '/notification/' }] },
]
