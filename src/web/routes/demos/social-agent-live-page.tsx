import { LiveChatPage } from '../../features/live-chat/live-chat-page';

/** Served at both /social-agent-demo/live and /agent-demo-social/live. */
export function SocialAgentLivePage() {
  return (
    <LiveChatPage
      agentType="social"
      agentName="SocialAgent"
      title="SocialAgent Live Demo"
      description="Chat live with SocialAgent, the AI that answers your social direct messages, with a quote by email when you ask about prices."
      lead="Write to SocialAgent the way a follower would send a direct message."
      backTo="/agent-demo-social"
      backLabel="Back to SocialAgent showcase"
    />
  );
}
