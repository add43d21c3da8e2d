'use client';

import { useTransition } from 'react';
import { useRouter } from '@/i18n/navigation';

/** Asks the server for the listing again, without leaving the page. */
export function RetryButton({ label }: { label: string }) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  return (
    <button
      type="button"
      className="button"
      aria-busy={isPending}
      onClick={() => startTransition(() => router.refresh())}
    >
      {label}
    </button>
  );
}
