'use client';

import {
  Component,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useTranslations } from 'next-intl';
import { isChunkLoadError } from './chunk-failure-detail';
import { reportChunkFailure } from './report-chunk-failure';
import styles from './LazyIsland.module.css';

/** Loads an island's code: a module's component, through a dynamic import. */
export type IslandLoader<P> = () => Promise<ComponentType<P>>;

/** Components already loaded: a later mount shows them at once, without a frame of the fallback. */
const loaded = new WeakMap<IslandLoader<never>, ComponentType<never>>();

function loadedBy<P>(load: IslandLoader<P>): ComponentType<P> | undefined {
  return loaded.get(load as IslandLoader<never>) as ComponentType<P> | undefined;
}

function report(error: unknown): void {
  if (isChunkLoadError(error)) reportChunkFailure(error);
  else console.error('A part of the page failed', error);
}

type NoticeProps = {
  /** What failed, in the visitor's words: by default "this part of the page". */
  message?: string;
  /** Places the notice where the island would be (a map's frame). */
  noticeClassName?: string;
  /** Told when the island fails (true) and when the visitor tries again (false). */
  onFailure?: (failed: boolean) => void;
};

/** The notice in the island's place: what failed, and a button that tries again. */
function IslandFailure({ onRetry, message, noticeClassName }: NoticeProps & { onRetry: () => void }) {
  const t = useTranslations('ChunkFailure');
  return (
    <div role="alert" className={[styles.notice, noticeClassName].filter(Boolean).join(' ')}>
      <p className={styles.text}>{message ?? t('island')}</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

type BoundaryProps = NoticeProps & { children: ReactNode; onRetry: () => void };

/** Catches what the island throws while it renders, so the page around it keeps working. */
class IslandBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    report(error);
    this.props.onFailure?.(true);
  }

  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  render() {
    const { children, onRetry: _, onFailure: __, ...notice } = this.props;
    return this.state.failed ? <IslandFailure onRetry={this.retry} {...notice} /> : children;
  }
}

type Props<P> = NoticeProps & {
  /** A function of the module's top level, so that each island is loaded once, whoever asks. */
  load: IslandLoader<P>;
  props: P;
  /** Shown while the code loads (and on the server, which never renders the island itself). */
  fallback?: ReactNode;
};

/**
 * A piece of the page whose code loads on demand (a map, a lightbox, a form). When its code cannot
 * load (a chunk that failed, spec §8), or it breaks while it renders, a short notice with a retry button
 * takes its place, once, and the rest of the page keeps working; the retry loads the code again.
 */
export function LazyIsland<P extends object>({ load, props, fallback = null, ...notice }: Props<P>) {
  const [island, setIsland] = useState<ComponentType<P> | undefined>(() => loadedBy(load));
  const [failed, setFailed] = useState(false);
  // The latest listener, without loading again when a parent hands a new function each render.
  const onFailure = useRef(notice.onFailure);
  useEffect(() => {
    onFailure.current = notice.onFailure;
  });

  useEffect(() => {
    if (island || failed) return;
    let live = true;
    load().then(
      (component) => {
        loaded.set(load as IslandLoader<never>, component as ComponentType<never>);
        if (live) setIsland(() => component);
      },
      (error: unknown) => {
        report(error);
        if (!live) return;
        setFailed(true);
        onFailure.current?.(true);
      },
    );
    return () => {
      live = false;
    };
  }, [load, island, failed]);

  // A failed load is tried again (failed → false); an island that broke renders again.
  const retry = useCallback(() => {
    setFailed(false);
    onFailure.current?.(false);
  }, []);

  if (failed) return <IslandFailure onRetry={retry} {...notice} />;
  if (!island) return fallback;
  const Island = island;
  return (
    <IslandBoundary onRetry={retry} {...notice}>
      <Island {...props} />
    </IslandBoundary>
  );
}
