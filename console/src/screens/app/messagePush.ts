// 消息推送: push messages written as drafts and sent once to the devices of their language and platform
// (sendMessage carries the admin header password); messagePushInfo shows what was sent to whom.
import type { Schema } from '@wallet-admin/sdk';
import contract from 'virtual:contract/message';
import { defineScreen } from '@/lib/screen';

type Message = Schema<'Message'>;
const draft = (row: Message) => row.status === 0;

export const messagePush = defineScreen<Message, Schema<'MessageCreate'>>({
  route: '/app/messagePush',
  resource: contract,
  list: {
    columns: ['id', 'title', 'lang', 'platform', 'status', 'scheduled_at', 'sent_at', 'recipient_count'],
    filters: ['search', 'lang', 'platform', 'status', 'created_at'],
  },
  form: {
    fields: ['title', 'content', ['lang', 'platform'], 'link_url', 'image_url', 'scheduled_at'],
    defaults: { lang: 'zh-Hans', platform: 'all', scheduled_at: 0 },
  },
  detail: {
    fields: [
      'id',
      'title',
      'content',
      'lang',
      'platform',
      'link_url',
      'image_url',
      'status',
      'scheduled_at',
      'sent_at',
      'recipient_count',
      'created_at',
      'updated_at',
    ],
  },
  actions: [
    'create',
    'view',
    'edit',
    {
      id: 'send',
      label: 'screens.ui.send',
      scope: 'row',
      operation: 'sendMessage',
      confirm: 'screens.ui.sendConfirm',
      input: (row) => ({ body: { id: row?.id } }),
      visible: draft,
    },
    'delete',
  ],
  rowsFor: { edit: draft },
  pages: { detail: '/app/messagePushInfo' },
});
