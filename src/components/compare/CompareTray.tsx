'use client';

import { LazyIsland } from '@/components/errors/LazyIsland';
import { usePathname } from '@/i18n/navigation';
import { useComparedIds } from './compare-store';

// The tray's code loads only once a visitor chose an estate: most visits never need it.
const loadTrayPanel = () => import('./CompareTrayPanel').then((module) => module.CompareTrayPanel);

/** The bar that leads to the comparison, shown on every page but the comparison itself. */
export function CompareTray() {
  const ids = useComparedIds();
  const onComparison = usePathname() === '/compare';
  if (ids.length === 0 || onComparison) return null;
  return <LazyIsland load={loadTrayPanel} props={{ ids }} />;
}
