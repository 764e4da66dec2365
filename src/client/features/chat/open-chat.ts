import { chatLink, nextChatNumber } from '#domain/chat.ts';
import { ADS_PREFIX } from '#domain/site-paths.ts';
import { api, unwrap } from '../../lib/api.ts';
import { siteConfig } from '../../lib/page-data.ts';
import { goTo } from '../../lib/navigation.ts';
import { paths } from '../../paths.ts';
import { trackLead } from '../marketing/index.ts';
import { storage, storageKeys } from '../../lib/storage.ts';

/** The spec's pause before the chat opens, so the dialog has closed first. */
const OPEN_DELAY_MS = 100;

/**
 * The number for this chat: the server logs the click and answers the next number of the
 * rotation; when it cannot, the browser follows the same rotation on the last number it used.
 */
async function chatNumber(): Promise<string> {
  try {
    const { phoneNumber } = await unwrap(
      api['chat-clicks'].$post({ json: { referrer: window.location.href } }),
    );
    return phoneNumber;
  } catch (error) {
    console.error('The chat click could not be logged; rotating locally.', error);
    storage.write(storageKeys.chatClicks, (storage.read<number>(storageKeys.chatClicks) ?? 0) + 1);
    return nextChatNumber(siteConfig.chatNumbers, storage.read<string>(storageKeys.lastChatNumber));
  }
}

/** Opens WhatsApp with the message written; false when it could not be opened. */
export async function openChat(message: string): Promise<boolean> {
  const number = await chatNumber();
  storage.write(storageKeys.lastChatNumber, number);
  trackLead(message);
  await new Promise((resolve) => setTimeout(resolve, OPEN_DELAY_MS));
  try {
    window.location.assign(chatLink(number, message));
    return true;
  } catch (error) {
    console.error('The chat could not be opened.', error);
    return false;
  }
}

/**
 * A chat request from the main site: WhatsApp when chat is on; otherwise the contact page,
 * filled in with the same message and trip, so no enquiry is lost (decisions.md).
 */
export async function startChat(request: {
  message: string;
  destination?: string;
  date?: string;
  airport?: string;
}): Promise<boolean> {
  // The flag is the main site's: the ads pages always chat (decisions.md).
  if (siteConfig.chatEnabled || window.location.pathname.startsWith(ADS_PREFIX)) {
    return openChat(request.message);
  }
  goTo(paths.contactAbout(request));
  return true;
}
