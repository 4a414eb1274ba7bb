// A route tree shaped like the server's getUserRoutes answer, shared by the unit tests.
import type { RouteItem } from './routes';

export const routeTree: RouteItem[] = [
  {
    path: '/',
    name: 'Home',
    component: 'Layout',
    redirect: '/dashboard',
    meta: { title: '首页' },
    children: [{ path: 'dashboard', name: 'Dashboard', component: 'dashboard', meta: { title: '首页', icon: 'dashboard', affix: true } }],
  },
  {
    path: '/system',
    name: 'System',
    component: 'Layout',
    redirect: '/system/language',
    meta: { title: '系统管理', titleEn: 'System', pinyin: 'xitongguanli xtgl', icon: 'system', order: 2 },
    children: [
      {
        path: 'language',
        name: 'Language',
        component: 'system/language',
        meta: { title: '语言', titleEn: 'Languages', pinyin: 'yuyan yy', order: 2 },
      },
      {
        path: 'blockchain',
        name: 'Blockchain',
        component: 'system/blockchain',
        meta: { title: '区块链', titleEn: 'Blockchains', pinyin: 'qukuailian qkl', order: 1 },
      },
      {
        path: 'blockchain/add*',
        name: 'BlockchainAdd',
        component: 'system/blockchain/add*',
        hidden: true,
        meta: { title: '新增区块链', activeMenu: '/system/blockchain', noCache: true },
      },
      { path: 'vote', name: 'Vote', component: 'system/vote', meta: { title: '投票', roles: ['auditor'] } },
    ],
  },
  {
    path: '/permission',
    name: 'Permission',
    component: 'Layout',
    alwaysShow: true,
    meta: { title: '权限', icon: 'lock', order: 1 },
    children: [{ path: 'role', name: 'Role', component: 'permission/role', meta: { title: '角色权限' } }],
  },
  {
    path: '/app',
    name: 'App',
    component: 'Layout',
    meta: { title: 'App', icon: 'phone', order: 3 },
    children: [
      { path: 'version', name: 'Version', component: 'app/version', meta: { title: '版本' } },
      { path: 'version/{path}', name: 'VersionEdit', component: 'app/version/{path}', hidden: true, meta: { title: '版本编辑' } },
    ],
  },
  {
    path: '/help',
    name: 'Help',
    component: 'Layout',
    meta: { title: '帮助' },
    children: [{ path: 'https://example.com/doc', name: 'Doc', component: 'external', meta: { title: '文档' } }],
  },
];
