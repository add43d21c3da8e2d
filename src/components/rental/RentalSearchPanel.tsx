'use client';
import { useRef, useState, useSyncExternalStore, useTransition, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { fieldValues, filterQuery, type FilterValues, type RentalFilterField } from './filter-fields';
import { RentalFilterSelect } from './RentalFilterSelect';
import styles from './RentalSearchPanel.module.css';

type Props = {
  fields: RentalFilterField[];
  /** The results, rendered on the server for the filters in the URL. */
  children: ReactNode;
};

const subscribeToNothing = () => () => {};

/**
 * The rental filter bar over its results. Without JavaScript it is a plain GET form; in the browser
 * every change rewrites the query of the current URL, so the server renders the new first page and
 * links, reloads and the back button keep the selection.
 */
export function RentalSearchPanel({ fields, children }: Props) {
  const t = useTranslations('RentalFilters');
  const tResults = useTranslations('RentalResults');
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  // False in the server's HTML, true once hydrated: the submit button is only needed without JavaScript.
  const enhanced = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const urlValues = filterQuery(fields, fieldValues(fields));
  const [values, setValues] = useState<FilterValues>(() => fieldValues(fields));
  const [shownUrlValues, setShownUrlValues] = useState(urlValues);

  // The URL changed under the form (back button, a link): show what it now says.
  if (shownUrlValues !== urlValues) {
    setShownUrlValues(urlValues);
    setValues(fieldValues(fields));
  }

  // The listing lives at a CMS path given by the content service: only its query changes here.
  const apply = (next: FilterValues) => {
    setValues(next);
    const query = filterQuery(fields, next);
    startTransition(() => router.push(query ? `${pathname}?${query}` : pathname, { scroll: false }));
  };
  // Choices made from the same values before a render shows the first (selects the visitor set before
  // the page's code ran, applied together as they hydrate) build on one another.
  const lastChoice = useRef<{ from: FilterValues; to: FilterValues } | null>(null);
  const choose = (param: string, value: string) => {
    const base = lastChoice.current?.from === values ? lastChoice.current.to : values;
    const next = { ...base, [param]: value };
    lastChoice.current = { from: values, to: next };
    apply(next);
  };
  const hasFilters = filterQuery(fields, values) !== '';

  return (
    <div className={styles.panel}>
      <form
        className={styles.form}
        method="get"
        action={pathname}
        aria-label={t('title')}
        data-enhanced={enhanced}
        onSubmit={(event) => {
          event.preventDefault();
          apply(values);
        }}
      >
        <div className={styles.fields}>
          {fields.map((field) => (
            <RentalFilterSelect
              key={field.param}
              field={field}
              value={values[field.param] ?? ''}
              onChange={(value) => choose(field.param, value)}
            />
          ))}
        </div>
        {(!enhanced || hasFilters) && (
          <div className={styles.actions}>
            {!enhanced && (
              <button type="submit" className="button">
                {t('submit')}
              </button>
            )}
            {hasFilters && (
              <a
                href={pathname}
                className="button button--ghost"
                onClick={(event) => {
                  event.preventDefault();
                  apply(Object.fromEntries(fields.map((field) => [field.param, ''])));
                }}
              >
                {t('reset')}
              </a>
            )}
          </div>
        )}
      </form>
      <p className="visually-hidden" role="status">
        {pending ? tResults('updating') : ''}
      </p>
      <div className={styles.results} aria-busy={pending} data-pending={pending}>
        {children}
      </div>
    </div>
  );
}
