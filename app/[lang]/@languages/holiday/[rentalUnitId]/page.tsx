import { languageLinksOf } from '@/components/layout/page-language-switcher';
import { generateMetadata } from '../../../holiday/[rentalUnitId]/metadata';

export default languageLinksOf(generateMetadata);
