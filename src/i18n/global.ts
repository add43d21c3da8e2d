import type shell from '../../messages/nl/shell.json';
import type listing from '../../messages/nl/listing.json';
import type favorites from '../../messages/nl/favorites.json';
import type map from '../../messages/nl/map.json';
import type detail from '../../messages/nl/detail.json';
import type rental from '../../messages/nl/rental.json';
import type forms from '../../messages/nl/forms.json';
import type agenda from '../../messages/nl/agenda.json';
import type subscriptions from '../../messages/nl/subscriptions.json';
import type platform from '../../messages/nl/platform.json';
import type cms from '../../messages/nl/cms.json';
import type platformErrors from '../../messages/nl/platform-errors.json';
import type share from '../../messages/nl/share.json';
import type calculator from '../../messages/nl/calculator.json';
import type compare from '../../messages/nl/compare.json';
import type valuation from '../../messages/nl/valuation.json';
import type { Locale } from './locales';

// Message keys and locales are type-checked against the Dutch (default) messages.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof shell &
      typeof listing &
      typeof favorites &
      typeof map &
      typeof detail &
      typeof rental &
      typeof forms &
      typeof agenda &
      typeof subscriptions &
      typeof platform &
      typeof cms &
      typeof platformErrors &
      typeof share &
      typeof calculator &
      typeof compare &
      typeof valuation;
  }
}
