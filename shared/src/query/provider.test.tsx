import { render, screen } from '@testing-library/react';
import { createQueryClient, QueryClientProvider, QueryProvider, queryClient, useQueryClient } from './index';

function ClientName({ names }: { names: Map<unknown, string> }) {
  return <p>{names.get(useQueryClient()) ?? 'unknown'}</p>;
}

describe('QueryProvider', () => {
  it('gives the page’s one client', () => {
    render(
      <QueryProvider>
        <ClientName names={new Map([[queryClient, 'page']])} />
      </QueryProvider>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it('keeps a client given above it (a host’s, a test’s)', () => {
    const own = createQueryClient();
    render(
      <QueryClientProvider client={own}>
        <QueryProvider>
          <ClientName
            names={
              new Map<unknown, string>([
                [queryClient, 'page'],
                [own, 'own'],
              ])
            }
          />
        </QueryProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('own')).toBeInTheDocument();
  });
});
