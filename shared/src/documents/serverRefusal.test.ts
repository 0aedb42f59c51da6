import { serverRefusal } from './serverRefusal';

const failed = (status: number | undefined, data: unknown) => ({
  isAxiosError: true,
  response: { status, data },
});

describe('serverRefusal', () => {
  it("is a 4xx answer's details.error", () => {
    expect(serverRefusal(failed(400, { details: { error: ' The file a.pdf is empty. ' } }))).toEqual({
      status: 400,
      message: 'The file a.pdf is empty.',
    });
    expect(
      serverRefusal(failed(409, { details: { error: 'Your application is already under review.' } })),
    ).toEqual({ status: 409, message: 'Your application is already under review.' });
  });

  it('is nothing for a 5xx, a network failure, or a 4xx without a reason', () => {
    expect(serverRefusal(failed(500, { details: { error: 'Internal' } }))).toBeNull();
    expect(serverRefusal(new Error('Network Error'))).toBeNull();
    expect(serverRefusal(failed(400, '<html>'))).toBeNull();
    expect(serverRefusal(failed(400, { details: { error: '  ' } }))).toBeNull();
    expect(serverRefusal(null)).toBeNull();
  });
});
