// Catches a screen that throws (or whose chunk fails to load) so the shell keeps working; the
// error goes to the error log in production builds.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import i18n from '@/i18n';
import { logError } from '@/layout/error-log/error-log-store';

interface State {
  error: Error | undefined;
}

export class ScreenBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (import.meta.env.PROD) logError(error, info.componentStack ?? 'screen');
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <EmptyState icon="alert" title={i18n.t('screen.crashed')} className="rounded-lg border border-border bg-surface">
        <p className="max-w-lg text-sm">{i18n.t('screen.crashedHint')}</p>
        <pre className="max-w-full overflow-auto text-xs text-danger">{error.message}</pre>
        <Button variant="primary" onClick={() => this.setState({ error: undefined })}>
          {i18n.t('common.retry')}
        </Button>
      </EmptyState>
    );
  }
}
