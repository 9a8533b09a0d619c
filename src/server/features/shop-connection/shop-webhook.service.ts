import { z } from 'zod';
import { mapWooOrder, mapWooProduct, wooGmtDate } from '../../../domain/catalogue/woo-mapping';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { wooOrderSchema, wooProductSchema } from '../../integrations/woocommerce/woo-client';
import { isValidWooSignature } from '../../integrations/woocommerce/woo-signature';
import { AppError } from '../../lib/app-error';
import { forgetCatalogue } from '../catalogue';
import {
  deleteStoreOrder,
  deleteStoreProducts,
  findShopConnection,
  holdShopConnection,
  upsertStoreOrders,
  upsertStoreProducts,
} from './shop-connection.repository';
import { shopCipher } from './shop-store';
import { clientOfConnection } from './shop-sync.service';

type WebhookDeps = Pick<AppDeps, 'db' | 'env' | 'clock' | 'logger'>;

export type WooWebhookOutcome = 'ping' | 'upserted' | 'deleted' | 'ignored';

/** WooCommerce's ping when a webhook is created: a form body `webhook_id=<id>`, unsigned. */
export function isWooPing(rawBody: Uint8Array, contentType: string | undefined): boolean {
  if (!contentType?.toLowerCase().startsWith('application/x-www-form-urlencoded')) return false;
  return /^webhook_id=\d+$/.test(Buffer.from(rawBody).toString('utf8').trim());
}

const deletedSchema = z.object({ id: z.number().int() }).loose();

const refused = () => new AppError('UNAUTHENTICATED', 'The webhook signature is not valid.');

/**
 * One delivery from the workspace's store: the signature over the exact bytes is checked with
 * the connection's secret before anything is parsed (a bad one changes nothing); then the
 * product or order is written by the store's id, so a repeated delivery is harmless, and only
 * when it is not older (`date_modified_gmt`) than what is stored, so a late retry is too.
 */
export async function receiveWooWebhook(
  deps: WebhookDeps,
  input: {
    workspaceId: string;
    rawBody: Uint8Array;
    topic: string | undefined;
    signature: string | undefined;
  },
): Promise<WooWebhookOutcome> {
  const row = await findShopConnection(deps.db, input.workspaceId);
  if (!row) throw refused();
  const secret = shopCipher(deps.env).decrypt(row.webhookSecretSealed);
  if (!isValidWooSignature(input.rawBody, input.signature, secret)) throw refused();

  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(input.rawBody).toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', 'The webhook body is not JSON.');
  }
  const at = deps.clock();
  const [resource, event] = (input.topic ?? '').split('.');
  if (resource === 'product') {
    const outcome = await productChange(deps, row, event, payload, at);
    forgetCatalogue(deps.db, input.workspaceId);
    return outcome;
  }
  if (resource === 'order') return orderChange(deps, input.workspaceId, event, payload, at);
  return 'ignored';
}

/**
 * A write holding the connection (FOR SHARE): a delivery racing a disconnect is written before
 * the disconnect (which then removes it) or not at all.
 */
async function whileConnected(
  deps: WebhookDeps,
  workspaceId: string,
  write: (tx: Executor) => Promise<unknown>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (await holdShopConnection(tx, workspaceId)) await write(tx);
  });
}

function parsed<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  const result = schema.safeParse(payload);
  if (!result.success) throw new AppError('BAD_REQUEST', 'The webhook body is not what WooCommerce sends.');
  return result.data;
}

async function productChange(
  deps: WebhookDeps,
  row: NonNullable<Awaited<ReturnType<typeof findShopConnection>>>,
  event: string | undefined,
  payload: unknown,
  at: Date,
): Promise<WooWebhookOutcome> {
  if (event === 'deleted') {
    const id = String(parsed(deletedSchema, payload).id);
    await whileConnected(deps, row.workspaceId, (tx) => deleteStoreProducts(tx, row.workspaceId, [id]));
    return 'deleted';
  }
  const product = parsed(wooProductSchema, payload);
  // A variable product's stock per size lives on its variations, which the payload does not carry.
  const variations =
    product.type === 'variable' && product.status === 'publish'
      ? await clientOfConnection(deps, row)
          .listVariations(product.id)
          .catch((error: unknown) => {
            deps.logger.warn({ err: error, workspaceId: row.workspaceId }, 'shop variations not read');
            return [];
          })
      : [];
  const mapped = mapWooProduct(product, variations);
  if (!mapped) {
    // Drafted, trashed or unpriced: the agent stops offering it, unless what we hold is newer
    // (this delivery arrived late).
    await whileConnected(deps, row.workspaceId, (tx) =>
      deleteStoreProducts(tx, row.workspaceId, [String(product.id)], wooGmtDate(product.date_modified_gmt)),
    );
    return 'deleted';
  }
  await whileConnected(deps, row.workspaceId, (tx) => upsertStoreProducts(tx, row.workspaceId, [mapped], at));
  return 'upserted';
}

async function orderChange(
  deps: WebhookDeps,
  workspaceId: string,
  event: string | undefined,
  payload: unknown,
  at: Date,
): Promise<WooWebhookOutcome> {
  if (event === 'deleted') {
    const id = String(parsed(deletedSchema, payload).id);
    await whileConnected(deps, workspaceId, (tx) => deleteStoreOrder(tx, workspaceId, id));
    return 'deleted';
  }
  const order = parsed(wooOrderSchema, payload);
  const mapped = mapWooOrder(order);
  // checkout-draft is a shopper at the checkout, not an order: nothing to look up yet.
  if (!mapped) return 'ignored';
  await whileConnected(deps, workspaceId, (tx) => upsertStoreOrders(tx, workspaceId, [mapped], at));
  return 'upserted';
}
