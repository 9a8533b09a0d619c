import { AdminPageHeader } from './admin-page-header';

// The admin sub-pages; each later issue replaces its placeholder with the real table or tool.

export function AdminConversationsPage() {
  return (
    <AdminPageHeader
      title="Conversations"
      lead="All customer conversations, searchable. The table is being connected."
    />
  );
}

export function AdminQuotesPage() {
  return (
    <AdminPageHeader
      title="Quotes"
      lead="All quotes and their status, searchable. The table is being connected."
    />
  );
}

export function AdminAutomationsPage() {
  return (
    <AdminPageHeader
      title="Smart Automations"
      lead="Follow-up e-mails, reminders and their revenue impact. The automation overview is being connected."
    />
  );
}

export function AdminReviewsPage() {
  return (
    <AdminPageHeader
      title="Reviews"
      lead="Customer reviews to approve and show on your site. The review list is being connected."
    />
  );
}
