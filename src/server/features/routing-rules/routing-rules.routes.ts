import {
  createRoutingRuleContract,
  deleteRoutingRuleContract,
  listRoutingRulesContract,
  updateRoutingRuleContract,
} from '../../../domain/contracts/routing-rules.contract';
import { route } from '../../http/contract-routes';
import {
  createRoutingRule,
  listRoutingRules,
  removeRoutingRule,
  replaceRoutingRule,
} from './routing-rules.service';

export const routingRuleRoutes = [
  route(listRoutingRulesContract, ({ deps, params }) => listRoutingRules(deps, params.workspaceId)),
  route(createRoutingRuleContract, ({ deps, params, body }) =>
    createRoutingRule(deps, params.workspaceId, body),
  ),
  route(updateRoutingRuleContract, ({ deps, params, body }) =>
    replaceRoutingRule(deps, { ...params, input: body }),
  ),
  route(deleteRoutingRuleContract, ({ deps, params }) => removeRoutingRule(deps, params)),
];
