import { answerContactForm } from '@/server/forms/contact-handler';
import { answerJson } from '@/server/http/json-response';
import { requireLocale } from '@/server/http/request-locale';

type Context = { params: Promise<{ lang: string }> };

/** Submissions of the property contact form and the extra-info form. */
export async function POST(request: Request, { params }: Context) {
  const { lang } = await params;
  return answerJson(
    () => requireLocale(lang, request),
    (locale) => answerContactForm(request, locale),
  );
}
