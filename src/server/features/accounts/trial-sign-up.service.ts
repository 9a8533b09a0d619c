import { formatBillingDate, trialEndFrom } from '../../../domain/billing';
import { brandFromHost } from '../../../domain/brands';
import type { StartTrialBody } from '../../../domain/contracts/billing.contract';
import { planById } from '../../../domain/plans';
import type { AppDeps } from '../../app-deps';
import { forgetAgentAccess, startTrial } from '../billing';
import type { RateRule } from '../rate-limit';
import { findOrCreateAccount, queueWelcomeEmail } from './provision-account.service';

/** Anonymous trial sign-ups are limited like sign-ups (auth.routes.ts AUTH_RATE_RULES). */
export const TRIAL_RATE_RULES: { ip: RateRule; email: RateRule } = {
  ip: { name: 'trial.ip', limit: 10, windowSeconds: 60 * 60 },
  email: { name: 'trial.email', limit: 5, windowSeconds: 60 * 60 },
};

/**
 * "Start free trial": the same path as a paid plan (DESIGN.md §8) with a trial end instead of a
 * payment, in one transaction: the account found by e-mail or created with a workspace named after
 * the business, a 14-day trial on it (once per workspace), the preview the visitor came from
 * claimed for it (adopted when the address is verified), and the e-mail with the way in. The
 * answer never says whether the address had an account.
 */
export async function startTrialSignUp(
  deps: AppDeps,
  options: { body: StartTrialBody; clientIp: string; host: string },
): Promise<{ email: string; status: 'sent' }> {
  const { body } = options;
  // The same allowance of new accounts per address as sign-up (AUTH_SIGN_UPS_PER_HOUR_PER_IP).
  const ipRule = { ...TRIAL_RATE_RULES.ip, limit: deps.env.AUTH_SIGN_UPS_PER_HOUR_PER_IP };
  await deps.rateLimiter.enforce(ipRule, [`ip:${options.clientIp}`]);
  await deps.rateLimiter.enforce(TRIAL_RATE_RULES.email, [`email:${body.email}`]);
  const now = deps.clock();
  const plan = body.planId ? planById(body.planId) : undefined;
  await deps.db.transaction(async (tx) => {
    const account = await findOrCreateAccount(tx, {
      email: body.email,
      name: body.name,
      businessName: body.businessName,
      now,
    });
    const started = await startTrial(tx, {
      workspaceId: account.workspaceId,
      planId: body.planId ?? null,
      email: body.email,
      businessName: body.businessName,
      now,
    });
    if (body.previewId) {
      await deps.hooks.previews.claimForTrial(tx, {
        previewId: body.previewId,
        workspaceId: account.workspaceId,
        at: now,
      });
    }
    await queueWelcomeEmail(tx, deps, {
      to: body.email,
      productName: brandFromHost(options.host).name,
      businessName: body.businessName,
      workspaceId: account.workspaceId,
      reason: {
        kind: 'trial',
        planName: plan?.name ?? null,
        endsOn: started ? formatBillingDate(trialEndFrom(now)) : null,
      },
      account,
      now,
    });
  });
  forgetAgentAccess(deps.db);
  return { email: body.email, status: 'sent' };
}
