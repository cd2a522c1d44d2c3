import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/runtime';
import { Button, Result, Spin } from '@chronicle/antd-kit';
import { PAGE_TEXTS, type RemoteName } from '@chronicle/contracts';
import { reregisterRemote } from './remotes-manifest';

type PageModule = { default: ComponentType };

async function loadPage(remote: RemoteName, page: string, attempt: number): Promise<PageModule> {
  if (attempt > 0) await reregisterRemote(remote);
  const module = await loadRemote<PageModule>(`${remote}/${page}`);
  if (!module?.default) throw new Error(`The ${remote} module has no page ${page}.`);
  return module;
}

/**
 * A page exposed by a remote, loaded at run time. If the remote cannot be loaded, this route —
 * and only this route — shows an error card with a retry button.
 */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(() => lazy(() => loadPage(remote, page, attempt)), [remote, page, attempt]);
  return (
    <RemoteErrorBoundary key={`${remote}/${page}/${attempt}`} fallback={<RemoteErrorCard onRetry={() => setAttempt((count) => count + 1)} />}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function PageLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '4rem 0' }}>
      <Spin description={PAGE_TEXTS.loading} />
    </div>
  );
}

function RemoteErrorCard({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>This page could not be loaded</h1>}
      subTitle="Part of Chronicle did not load, perhaps because of the network. The rest of the site still works."
      extra={
        <Button type="primary" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}

class RemoteErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
