import type messages from '../../messages/nl.json';
import type { Locale } from './locales';

// Message keys and locales are type-checked against the Dutch (default) messages.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
