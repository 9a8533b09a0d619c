import {
  REVIEW_LIST_LIMIT,
  REVIEW_MODERATION_MESSAGES,
  type ReviewRow,
} from '../../../domain/contracts/reviews.contract';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import {
  deleteWorkspaceReview,
  findReviewDisplay,
  findWorkspaceReview,
  findWorkspaceReviews,
  setReviewDisplay,
  updateWorkspaceReview,
} from './reviews.repository';

type Row = NonNullable<Awaited<ReturnType<typeof findWorkspaceReview>>>;

function toView(row: Row): ReviewRow {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function listReviews(deps: Pick<AppDeps, 'db'>, workspaceId: string) {
  const [rows, showOnWidget] = await Promise.all([
    findWorkspaceReviews(deps.db, { workspaceId, limit: REVIEW_LIST_LIMIT }),
    findReviewDisplay(deps.db, workspaceId),
  ]);
  return { items: rows.map(toView), showOnWidget: showOnWidget ?? false };
}

/** The owner's switch for the widget's reviews strip; the widget reads it at its next load. */
export async function changeReviewDisplay(
  deps: Pick<AppDeps, 'db'>,
  options: { workspaceId: string; showOnWidget: boolean },
) {
  if (!(await setReviewDisplay(deps.db, { workspaceId: options.workspaceId, on: options.showOnWidget })))
    throw new AppError('NOT_FOUND', 'Workspace not found');
  return { showOnWidget: options.showOnWidget };
}

/** An empty comment is stored as none. Another workspace's review is "not found" (never revealed). */
export async function updateReview(
  deps: Pick<AppDeps, 'db'>,
  target: { workspaceId: string; reviewId: string },
  change: { isApproved?: boolean; rating?: number; comment?: string | null },
): Promise<ReviewRow> {
  const comment = change.comment === undefined ? {} : { comment: change.comment || null };
  if (!(await updateWorkspaceReview(deps.db, target, { ...change, ...comment })))
    throw new AppError('NOT_FOUND', REVIEW_MODERATION_MESSAGES.notFound);
  const row = await findWorkspaceReview(deps.db, target);
  if (!row) throw new AppError('NOT_FOUND', REVIEW_MODERATION_MESSAGES.notFound);
  return toView(row);
}

export async function deleteReview(
  deps: Pick<AppDeps, 'db'>,
  target: { workspaceId: string; reviewId: string },
): Promise<{ deleted: true }> {
  if (!(await deleteWorkspaceReview(deps.db, target)))
    throw new AppError('NOT_FOUND', REVIEW_MODERATION_MESSAGES.notFound);
  return { deleted: true };
}
