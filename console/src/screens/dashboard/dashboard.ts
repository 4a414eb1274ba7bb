// 首页: the pinned home screen.
import { definePage } from '@/lib/page';
import { Dashboard } from './DashboardPage';

export const dashboard = definePage({ route: '/dashboard', component: Dashboard });
