/*
 * The typed client of the site content service. App code imports it through `@/server/content-service`,
 * which configures it from the app configuration and the request being served first.
 */
export * from './configuration';
export * from './errors';
export { tags } from './cache-tags';
export { sendRequest, request, requestParsed, sitePath, CLIENT_MARKER } from './http';
export type { CallOptions, EstateCallOptions, RequestOptions } from './http';
export type { DegradedList } from './degrade';
export * from './upstream-health';
export * from './sites';
export * from './navigation';
export * from './pages';
export * from './entities';
export * from './estates';
export * from './estate-filters';
export * from './estate-collections';
export * from './estate-pages';
export * from './rentals';
export * from './rental-reservations';
export * from './agreements';
export * from './assets';
export * from './translations';
export * from './live-agenda';
export type * from './schemas';
