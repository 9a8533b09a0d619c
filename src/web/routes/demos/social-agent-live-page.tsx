import { DEMO_SOCIAL_STORE } from '../../../domain/demo-stores';
import { LiveChatPage } from '../../features/live-chat/live-chat-page';

/** Served at both /social-agent-demo/live and /agent-demo-social/live. */
export function SocialAgentLivePage() {
  return (
    <LiveChatPage
      agentType="social"
      agentName="SocialAgent"
      title="SocialAgent Live Demo"
      description={`Chat live with SocialAgent for ${DEMO_SOCIAL_STORE.name}, the AI that answers a boutique's social direct messages: prices, sizes, shipping, returns and styling appointments.`}
      lead={`Write to ${DEMO_SOCIAL_STORE.name}'s SocialAgent the way a follower would send a direct message.`}
      backTo="/agent-demo-social"
      backLabel="Back to SocialAgent showcase"
      chatOptions={{
        workspaceKey: DEMO_SOCIAL_STORE.publicKey,
        welcomeMessage: DEMO_SOCIAL_STORE.welcomeMessage,
      }}
      hint="Ask about a dress, your size, shipping, returns or booking a styling appointment."
    />
  );
}
