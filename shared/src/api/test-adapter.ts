import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export type Reply = { status: number; data?: unknown };

/** An axios adapter that records requests and answers from a function: no network. */
export function fakeAdapter(reply: (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const { status, data } = await reply(config);
    const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
    const ok = config.validateStatus ? config.validateStatus(status) : status >= 200 && status < 300;
    if (!ok) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      );
    }
    return response;
  };
  return { adapter, requests };
}
