import { and, eq } from 'drizzle-orm';
import { providerCredentials, transactionImports } from '../db/schema';
import type { Tx } from '../lifecycle/application';

/**
 * Whatever was connected before stops being current: older credentials lose their ciphertexts (a live key that is
 * no longer used is not kept), older imports stay as records of what was sent.
 */
export async function supersedeConnections(tx: Tx, applicationId: number) {
  const now = new Date();
  await tx
    .update(providerCredentials)
    .set({
      status: 'superseded',
      supersededAt: now,
      secretCiphertext: null,
      secretIv: null,
      secretTag: null,
      clientIdCiphertext: null,
      clientIdIv: null,
      clientIdTag: null,
    })
    .where(
      and(eq(providerCredentials.applicationId, applicationId), eq(providerCredentials.status, 'current')),
    );
  await tx
    .update(transactionImports)
    .set({ status: 'superseded', supersededAt: now })
    .where(
      and(eq(transactionImports.applicationId, applicationId), eq(transactionImports.status, 'current')),
    );
}
