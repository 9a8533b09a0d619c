import { check, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';
import { createdAt, oneOf } from './sql-helpers';

/** 'admin' makes a platform admin (every workspace); workspace roles live in workspace_members. */
export const USER_ROLES = ['admin', 'member'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    role: text().$type<UserRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_roles_user_id_role_key').on(t.userId, t.role),
    check('user_roles_role_check', oneOf(t.role, USER_ROLES)),
  ],
);
