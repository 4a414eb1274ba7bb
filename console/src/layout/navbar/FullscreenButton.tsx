import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { ToolButton } from './ToolButton';
import { notify } from '@/app/notify';

export function FullscreenButton() {
  const { t } = useTranslation();
  const [fullscreen, setFullscreen] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      notify.warning(t('navbar.fullscreenUnsupported'));
      return;
    }
    void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen());
  };
  return (
    <ToolButton
      icon={fullscreen ? 'minimize' : 'maximize'}
      label={fullscreen ? t('navbar.exitFullscreen') : t('navbar.fullscreen')}
      aria-pressed={fullscreen}
      onClick={toggle}
    />
  );
}
