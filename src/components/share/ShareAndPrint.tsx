import { IslandMessages } from '@/i18n/IslandMessages';
import { PrintButton } from './PrintButton';
import { ShareMenu } from './ShareMenu';
import styles from './ShareMenu.module.css';

type Props = {
  /** The page's canonical address (the one of its `<link rel="canonical">`). */
  url: string;
  title: string;
};

/** The share and print buttons of a detail page; its print style hides them on paper. */
export function ShareAndPrint({ url, title }: Props) {
  return (
    <IslandMessages namespaces={['ShareMenu']}>
      <div className={styles.bar}>
        <ShareMenu url={url} title={title} />
        <PrintButton />
      </div>
    </IslandMessages>
  );
}
