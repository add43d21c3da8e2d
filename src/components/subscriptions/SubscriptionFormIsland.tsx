import type { ComponentProps } from 'react';
import { IslandMessages } from '@/i18n/IslandMessages';
import { SubscriptionForm } from './SubscriptionForm';

/** The keep-me-informed form with the texts it reads in the browser (the city picker's among them). */
export function SubscriptionFormIsland(props: ComponentProps<typeof SubscriptionForm>) {
  return (
    <IslandMessages namespaces={['SubscriptionForm', 'SubscriptionErrors', 'CaptchaNotice']}>
      <SubscriptionForm {...props} />
    </IslandMessages>
  );
}
