import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { fakeApi, renderScreen, type FakeApi } from '../../testing/test-support';
import IneligibleScreen from './IneligibleScreen';

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});

const show = () => renderScreen('/ineligible', <IneligibleScreen />, ['/'], createStore());

describe('/ineligible', () => {
  it('says why in categories and when a new application can be decided, around the spec’s text', async () => {
    api.reply = (config) =>
      config.url === '/onboarding/eligibility-outcome'
        ? { status: 200, data: { declined: { reasons: ['revenue', 'age'], decidableFrom: '2027-02-27' } } }
        : { status: 404, data: {} };
    show();
    expect(screen.getByRole('heading', { name: 'Thank you for applying' })).toBeInTheDocument();
    const reasons = await screen.findByRole('list', { name: 'Why your business is not eligible:' });
    expect(reasons).toHaveTextContent('Annual revenue below our minimum');
    expect(reasons).toHaveTextContent('Business incorporated too recently');
    expect(screen.getByText('A new application can be decided from February 27, 2027.')).toBeInTheDocument();
    expect(screen.getByText('We have also sent you this outcome by email.')).toBeInTheDocument();
    expect(
      screen.getByText('If our team finds that your situation is otherwise, we will contact you.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to homepage' })).toBeInTheDocument();
  });

  it('keeps the spec’s text alone when the outcome cannot be read', async () => {
    api.reply = () => ({ status: 500, data: { details: { error: 'Database unavailable' } } });
    show();
    expect(
      await screen.findByText(
        'Unfortunately, based on the information you provided, your business is not eligible for financing at this time.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
