// /redirect/<path>: the tags bar's Refresh lands here and goes straight back to <path> (with its
// query), so the page mounts again.
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { redirectRoute } from '@/app/router';

export default function RedirectPage() {
  const navigate = useNavigate();
  const { _splat: path = '' } = redirectRoute.useParams();
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  useEffect(() => {
    void navigate({ href: `/${path}${searchStr}`, replace: true });
  }, [navigate, path, searchStr]);
  return null;
}
