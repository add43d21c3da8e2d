'use client';

import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';
import { forgetComparedEstate } from './compare-store';

type Props = Omit<ComponentProps<typeof Link>, 'onClick'> & { estateId: number };

/**
 * A comparison column's "remove" link: the page without that estate (a plain link, so it works before
 * the scripts run), and the estate leaves the visitor's kept choice too, so the tray agrees.
 */
export function RemoveFromComparison({ estateId, ...link }: Props) {
  return <Link {...link} onClick={() => forgetComparedEstate(estateId)} />;
}
