import { languageOfHeader, type Language } from '@onboarding/shared/server';
import type { FastifyRequest } from 'fastify';

/** The language of the page that made the call: the browser's API client sends it as Accept-Language (#19). */
export const requestLanguage = (request: FastifyRequest): Language =>
  languageOfHeader(request.headers['accept-language']);
