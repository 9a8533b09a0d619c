import type { z } from 'zod';
import type { FunctionDefinition } from './function-registry';

/**
 * Every backend function and remote procedure the product exposes. Features add their
 * definitions here; the router in functions.routes.ts serves them by name.
 */
export const FUNCTIONS: FunctionDefinition<z.ZodType>[] = [];
export const RPCS: FunctionDefinition<z.ZodType>[] = [];
