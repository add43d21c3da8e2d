import type { ComponentProps } from 'react';
import { StatusMessage } from '@/components/states/StatusMessage';
import { Link } from '@/i18n/navigation';

type Props = {
  title: string;
  text: string;
  /** The one way on from here. */
  href: ComponentProps<typeof Link>['href'];
  linkLabel: string;
};

/** The 404 page of a language: what could not be found, and one link onwards. */
export function NotFoundMessage({ title, text, href, linkLabel }: Props) {
  return (
    <StatusMessage
      code="404"
      title={title}
      text={text}
      actions={
        <Link href={href} className="button">
          {linkLabel}
        </Link>
      }
    />
  );
}
