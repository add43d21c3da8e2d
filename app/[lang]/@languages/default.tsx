// A route the slot has no page for (after a soft navigation the slot keeps its page; on a full load it
// falls back here): the switcher that maps the localized pathname.
export { RouteLanguageLinks as default } from '@/components/layout/page-language-switcher';
