// Types of observatory.mjs, for its unit tests.
export type ObservatoryInput = { url: string; headers: Headers; setCookies: string[]; html: string };
export type ObservatoryScore = { score: number; results: Record<string, string>; redirection: string };

export const MODIFIERS: Record<string, number>;
export function cspResult(policy: string | null): string;
export function cookiesResult(setCookies: string[], hasHsts: boolean): string;
export function corsResult(allowOrigin: string | null, allowCredentials: string | null): string;
export function referrerResult(value: string | null): string;
export function hstsResult(value: string | null): string;
export function sriResult(contentType: string | null, html: string, pageUrl: string): string;
export function contentTypeOptionsResult(value: string | null): string;
export function frameOptionsResult(value: string | null, policy: string | null): string;
export function resourcePolicyResult(value: string | null): string;
export function observatoryScore(input: ObservatoryInput): ObservatoryScore;
