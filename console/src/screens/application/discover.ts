// 发现页: the build of the discover page the app loads (it reloads the page when the hash changes).
import contract from 'virtual:contract/version_hash';
import { defineConfigScreen } from '@/lib/config-screen';

export const discover = defineConfigScreen({ route: '/application/discover', resource: contract });
