import { languageLinksOf } from '@/components/layout/page-language-switcher';
import { generateMetadata } from '../../../holiday/[rentalUnitId]/page';

export default languageLinksOf(generateMetadata);
