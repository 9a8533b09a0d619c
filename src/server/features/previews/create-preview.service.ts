import type {
  CreateAgentPreviewInput,
  CreateAgentPreviewResponse,
} from '../../../domain/contracts/previews.contract';
import { PREVIEW_TEXTS } from '../../../domain/preview';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { insertPreview } from './previews.repository';

/** The questionnaire's answers become an agent_previews record (status pending, strict preview mode). */
export async function createAgentPreview(
  deps: AppDeps,
  input: CreateAgentPreviewInput,
): Promise<CreateAgentPreviewResponse> {
  try {
    const row = await insertPreview(deps.db, { ...input, at: deps.clock() });
    return { id: row.id, status: 'pending' };
  } catch (error) {
    throw new AppError('INTERNAL', PREVIEW_TEXTS.createFailed, { cause: error });
  }
}
