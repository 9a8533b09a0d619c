import type { ConnectSocialPageInput, SocialChannelsView } from '../../../domain/contracts/social.contract';
import { SOCIAL_MESSAGES } from '../../../domain/social-channels';
import type { AppDeps } from '../../app-deps';
import { MetaGraphError } from '../../integrations/meta/meta-graph-client';
import { AppError } from '../../lib/app-error';
import { deleteChannel, findChannelByPage, findChannelOfWorkspace, saveChannel } from './social.repository';
import { isSocialConfigured, socialProvider } from './social-provider';
import { META_WEBHOOK_PATH } from './social-webhook.routes';

type ConnectionDeps = Pick<AppDeps, 'db' | 'env' | 'clock' | 'logger'>;

export async function getSocialChannels(
  deps: ConnectionDeps,
  workspaceId: string,
): Promise<SocialChannelsView> {
  const channel = await findChannelOfWorkspace(deps.db, workspaceId);
  return {
    configured: isSocialConfigured(deps.env),
    verifyTokenSet: Boolean(deps.env.META_VERIFY_TOKEN),
    webhookUrl: `${deps.env.publicUrl}${META_WEBHOOK_PATH}`,
    channel: channel && {
      pageId: channel.pageId,
      pageName: channel.pageName,
      instagram: channel.instagramAccountId
        ? { id: channel.instagramAccountId, username: channel.instagramUsername }
        : null,
      status: channel.status,
      statusReason: channel.statusReason,
      connectedAt: channel.updatedAt.toISOString(),
    },
  };
}

/**
 * Connects the Page whose id and token the owner pasted: Graph is asked for the Page (and its
 * linked Instagram account) with that token first, so a wrong token stores nothing. Connecting
 * again (a fresh token after a 190) replaces the token and clears the status.
 */
export async function connectSocialPage(
  deps: ConnectionDeps,
  options: { workspaceId: string; userId: string; input: ConnectSocialPageInput },
): Promise<SocialChannelsView> {
  if (!isSocialConfigured(deps.env)) throw new AppError('CONFLICT', SOCIAL_MESSAGES.notConfigured);
  const { pageId, pageAccessToken } = options.input;
  const provider = socialProvider(deps.env);
  let page: Awaited<ReturnType<typeof provider.graph.readPage>>;
  try {
    page = await provider.graph.readPage(pageId, pageAccessToken);
  } catch (error) {
    if (error instanceof MetaGraphError && error.status >= 400 && error.status < 500) {
      deps.logger.info({ workspaceId: options.workspaceId, code: error.code }, 'social page check refused');
      throw new AppError('VALIDATION_FAILED', SOCIAL_MESSAGES.badToken);
    }
    throw new AppError('UPSTREAM_FAILED', 'Facebook did not answer; try again in a minute.', {
      cause: error,
    });
  }
  if (page.id !== pageId) throw new AppError('VALIDATION_FAILED', SOCIAL_MESSAGES.badToken);
  // The Page's messages must reach our webhook: subscribing is asked of Graph before anything is
  // stored, so a token that may read the Page but not its messages stores nothing either.
  try {
    await provider.graph.subscribePage(pageId, pageAccessToken);
  } catch (error) {
    if (error instanceof MetaGraphError && error.status >= 400 && error.status < 500) {
      deps.logger.info(
        { workspaceId: options.workspaceId, code: error.code },
        'social page subscription refused',
      );
      throw new AppError('VALIDATION_FAILED', SOCIAL_MESSAGES.notSubscribed);
    }
    throw new AppError('UPSTREAM_FAILED', 'Facebook did not answer; try again in a minute.', {
      cause: error,
    });
  }
  await deps.db.transaction(async (tx) => {
    const holder = await findChannelByPage(tx, pageId);
    if (holder && holder.workspaceId !== options.workspaceId)
      throw new AppError('CONFLICT', SOCIAL_MESSAGES.pageTaken);
    await saveChannel(tx, {
      workspaceId: options.workspaceId,
      pageId: page.id,
      pageName: page.name || `Page ${page.id}`,
      instagramAccountId: page.instagram_business_account?.id ?? null,
      instagramUsername: page.instagram_business_account?.username ?? null,
      pageTokenSealed: provider.cipher.encrypt(pageAccessToken),
      connectedBy: options.userId,
      at: deps.clock(),
    });
  });
  return getSocialChannels(deps, options.workspaceId);
}

export async function disconnectSocialPage(
  deps: ConnectionDeps,
  workspaceId: string,
): Promise<{ success: true }> {
  const removed = await deleteChannel(deps.db, workspaceId);
  if (!removed) throw new AppError('NOT_FOUND', SOCIAL_MESSAGES.notConnected);
  return { success: true };
}
