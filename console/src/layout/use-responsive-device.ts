// Desktop or mobile by window width (992 px): mobile turns the sidebar into a drawer.
import { useEffect } from 'react';
import { mobileQuery, setDevice } from '@/app/preferences';

export function useResponsiveDevice(): void {
  useEffect(() => {
    const query = mobileQuery();
    const update = () => setDevice(query.matches ? 'mobile' : 'desktop');
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
}
