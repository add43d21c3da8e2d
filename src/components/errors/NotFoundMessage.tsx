import type { ComponentProps } from 'react';
import { StatusMessage } from '@/components/states/StatusMessage';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';

type Props = {
  /** The language the page is shown in (the route's, or the site's first when the route names none). */
  locale?: Locale;
  title: string;
  text: string;
  /** The one way on from here. */
  href: ComponentProps<typeof Link>['href'];
  linkLabel: string;
};

/** The 404 page of a language: what could not be found, and one link onwards. */
export function NotFoundMessage({ locale, title, text, href, linkLabel }: Props) {
  return (
    <StatusMessage
      code="404"
      title={title}
      text={text}
      actions={
        <Link href={href} locale={locale} className="button">
          {linkLabel}
        </Link>
      }
    />
  );
}
