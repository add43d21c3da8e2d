import { languageLinksOf } from '@/components/layout/page-language-switcher';
import { generateMetadata } from '../../../../keep-me-informed/unsubscribe/[token]/page';

export default languageLinksOf(generateMetadata);
