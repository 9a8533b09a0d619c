// What other features may use of functions (DESIGN.md §2 rule 1).
export { defineFunction, type FunctionDefinition } from './function-registry';
export { namedCallRoutes } from './functions.routes';
