import { DEFAULT_CHAT_MESSAGE } from '#domain/chat.ts';
import { openChat } from '../features/chat/index.ts';

/**
 * The menu's "Serve aiuto? Scrivici su WhatsApp": loaded when pressed, so the menu, which every
 * page carries, brings no chat code (and its validation library) into the page's first load.
 */
export const chatFromMenu = () => openChat(DEFAULT_CHAT_MESSAGE);
