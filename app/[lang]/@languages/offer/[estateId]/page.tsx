export { RouteLanguageLinks as default } from '@/components/layout/page-language-switcher';
