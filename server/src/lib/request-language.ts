import { digitsOfHeader, languageOfHeader, type Digits, type Language } from '@onboarding/shared/server';
import type { FastifyRequest } from 'fastify';

/** The language of the page that made the call: the browser's API client sends it as Accept-Language. */
export const requestLanguage = (request: FastifyRequest): Language =>
  languageOfHeader(request.headers['accept-language']);

/**
 * The page's language and, when it is Arabic, its digits (the API client names Arabic-Indic ones in Accept-Language:
 * `ar-u-nu-arab`). An English page says nothing of digits, so a reader's kept choice is left alone there.
 */
export function requestLocale(request: FastifyRequest): { language: Language; digits?: Digits } {
  const header = request.headers['accept-language'];
  const language = languageOfHeader(header);
  return language === 'ar' ? { language, digits: digitsOfHeader(header) } : { language };
}
