import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** next-intl's navigation for the site's routing; pages import it through `./navigation`. */
export const {
  Link: LocaleLink,
  redirect,
  permanentRedirect,
  usePathname,
  useRouter,
  getPathname,
} = createNavigation(routing);
