import { LiveChatPlaceholder } from './live-chat-placeholder';

/** Served at both /social-agent-demo/live and /agent-demo-social/live. */
export function SocialAgentLivePage() {
  return (
    <LiveChatPlaceholder
      title="SocialAgent Live Demo"
      agentName="SocialAgent"
      backTo="/agent-demo-social"
      backLabel="Back to SocialAgent showcase"
    />
  );
}
