// What other features may use of routing rules (DESIGN.md §2 rule 1).

export { routingRuleRoutes } from './routing-rules.routes';
export { routingRulesForChat } from './routing-rules.service';
