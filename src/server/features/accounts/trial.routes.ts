import { startTrialContract } from '../../../domain/contracts/billing.contract';
import { clientIp } from '../../http/client-ip';
import { route } from '../../http/contract-routes';
import { startTrialSignUp } from './trial-sign-up.service';

/** `POST /api/trials`: the public free-trial form. */
export const trialRoute = route(startTrialContract, ({ deps, c, body }) =>
  startTrialSignUp(deps, {
    body,
    clientIp: clientIp(c, deps.env.TRUST_PROXY),
    host: new URL(c.req.url).hostname,
  }),
);
