// 消息配置: how push messages are delivered (providers, a daily limit per device, quiet hours).
import contract from 'virtual:contract/message_config';
import { defineConfigScreen } from '@/lib/config-screen';

export const messageConfig = defineConfigScreen({ route: '/app/messageConfig', resource: contract });
