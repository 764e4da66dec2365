export { openChat } from './open-chat.ts';
