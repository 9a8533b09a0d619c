// The owner's page for the workspace's social channels (Facebook Page and Instagram DMs).
export { SocialChannelsPanel } from './social-channels-panel';
