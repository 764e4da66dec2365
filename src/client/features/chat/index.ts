export { openChat, startChat } from './open-chat.ts';
