// A link to an in-app path (with its query) that goes through the router, hence the guard. Plain
// <a href="#/…"> underneath, so it can be opened in a new browser tab too.
import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

const modified = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export function AppLink({ to, onClick, children, ...props }: AppLinkProps) {
  const router = useRouter();
  return (
    <a
      href={`#${to}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || modified(event)) return;
        event.preventDefault();
        void router.navigate({ href: to });
      }}
      {...props}
    >
      {children}
    </a>
  );
}
