// The menu's icons: the server's route icon names (meta.icon) drawn with these glyphs or the console's
// own (components/ui/icons), some under another name. Only the sidebar needs them.
import { Glyph, GLYPHS, type IconProps } from '@/components/ui/icons';

const MENU_GLYPHS = {
  user: 'M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM4 21a8 8 0 0 1 16 0',
  lock: 'M5 11h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2zM7 11V7a5 5 0 0 1 10 0v4',
  refresh: 'M21 12a9 9 0 1 1-3-6.7L21 8M21 3v5h-5',
  dashboard: 'M3 3h7v9H3zM14 3h7v5h-7zM14 12h7v9h-7zM3 16h7v5H3z',
  mobile: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM12 18h.01',
  compass: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM16.2 7.8l-2.1 6.3-6.3 2.1 2.1-6.3z',
  coin: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM14.8 9a3 3 0 0 0-2.8-1.5c-1.7 0-3 .9-3 2.2 0 3 6 1.6 6 4.6 0 1.3-1.3 2.2-3 2.2A3.2 3.2 0 0 1 9.2 15M12 6v1.5M12 16.5V18',
  news: 'M4 4h13v16H6a2 2 0 0 1-2-2zM17 8h3v10a2 2 0 0 1-2 2M8 8h5M8 12h5M8 16h3',
  image: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM9 7a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM21 15l-5-5L5 21',
  wallet: 'M3 7a2 2 0 0 1 2-2h13v4M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2zM16 14h.01',
  chart: 'M3 3v18h18M7 15l4-4 3 3 5-6',
  swap: 'M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7',
  card: 'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM2 10h20',
  money: 'M12 2v20M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6',
  gift: 'M20 12v9H4v-9M2 7h20v5H2zM12 22V7M12 7H7.5a2.5 2.5 0 0 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z',
  bank: 'M3 21h18M4 10h16M5 6l7-3 7 3M6 10v11M10 10v11M14 10v11M18 10v11',
  tag: 'M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8zM7 7h.01',
  server:
    'M4 3h16a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM4 14h16a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2zM6 6.5h.01M6 17.5h.01',
  star: 'M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z',
  link: 'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
  message: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  dot: 'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
} as const;

const ALL = { ...GLYPHS, ...MENU_GLYPHS };
type MenuGlyph = keyof typeof ALL;

/** Server icon names that reuse a glyph under another name. */
const ALIASES: Record<string, MenuGlyph> = {
  setting: 'settings',
  system: 'server',
  node: 'server',
  picture: 'image',
  banner: 'image',
  otc: 'money',
  pay: 'money',
  price: 'money',
  gas: 'money',
  shop: 'card',
  category: 'list',
  tree: 'list',
  hot: 'star',
  badge: 'star',
  nft: 'star',
  chain: 'link',
  bridge: 'link',
  relation: 'link',
  channel: 'link',
  push: 'message',
  email: 'message',
  feedback: 'message',
  contact: 'user',
  invite: 'user',
  kyc: 'user',
  code: 'key',
  language: 'globe',
  explorer: 'compass',
  discover: 'compass',
  spider: 'bug',
  version: 'refresh',
  upgrade: 'refresh',
  export: 'external',
  warning: 'alert',
  shield: 'lock',
  audit: 'check',
  label: 'tag',
  market: 'chart',
  track: 'chart',
  speed: 'chart',
  defi: 'coin',
  staking: 'coin',
  energy: 'star',
  vote: 'check',
  filter: 'list',
};

function glyphFor(name: string | undefined): string {
  const glyph = name && (Object.hasOwn(ALL, name) ? (name as MenuGlyph) : ALIASES[name]);
  return ALL[glyph || 'dot'];
}

/** The icon of a menu entry, by the route's meta.icon; unknown names get a neutral dot. */
export function MenuIcon({ name, ...props }: Omit<IconProps, 'name'> & { name: string | undefined }) {
  return <Glyph path={glyphFor(name)} {...props} />;
}
