import type { ComponentProps } from 'react';
import { IslandMessages } from '@/i18n/IslandMessages';
import { ValuationForm } from './ValuationForm';

/** The valuation form with the texts it reads in the browser (the city picker's among them). */
export function ValuationFormIsland(props: ComponentProps<typeof ValuationForm>) {
  return (
    <IslandMessages namespaces={['ValuationForm', 'ValuationErrors', 'CaptchaNotice']}>
      <ValuationForm {...props} />
    </IslandMessages>
  );
}
