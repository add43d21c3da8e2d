import type { ExtraFieldText } from '@/display/estate/extra-fields';
import { TextInItsLanguage } from './TextInItsLanguage';
import { TextParagraphs } from './TextParagraphs';
import styles from './ExtraFieldList.module.css';

type Props = { extras: ExtraFieldText[]; heading: string };

/** The agency's own fields: short texts as a list, long texts as paragraphs. */
export function ExtraFieldList({ extras, heading }: Props) {
  if (extras.length === 0) return null;
  const short = extras.filter((extra) => !extra.long);
  const long = extras.filter((extra) => extra.long);
  return (
    <section className={styles.extras}>
      <h3 className={styles.heading}>{heading}</h3>
      {short.length > 0 && (
        <ul className={styles.list}>
          {short.map((extra) => (
            <li key={extra.id}>
              {extra.label && (
                <span className={styles.label}>
                  <TextInItsLanguage {...extra.label} />:{' '}
                </span>
              )}
              <TextInItsLanguage text={extra.text} lang={extra.lang} />
            </li>
          ))}
        </ul>
      )}
      {long.map((extra) => (
        <div key={extra.id} className="prose">
          {extra.label && (
            <p className={styles.label}>
              <TextInItsLanguage {...extra.label} />
            </p>
          )}
          <div lang={extra.lang}>
            <TextParagraphs text={extra.text} />
          </div>
        </div>
      ))}
    </section>
  );
}
