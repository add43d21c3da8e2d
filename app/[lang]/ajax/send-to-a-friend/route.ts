import { answerSendToFriend } from '@/server/forms/send-to-friend-handler';
import { answerJson } from '@/server/http/json-response';
import { requireLocale } from '@/server/http/request-locale';

type Context = { params: Promise<{ lang: string }> };

/** Submissions of the send-to-a-friend dialog of a detail page. */
export async function POST(request: Request, { params }: Context) {
  const { lang } = await params;
  return answerJson(
    () => requireLocale(lang, request),
    (locale) => answerSendToFriend(request, locale),
  );
}
