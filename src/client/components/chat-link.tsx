import type { ComponentProps, MouseEvent } from 'react';
import { chatLink } from '#domain/chat.ts';
import { siteConfig } from '../lib/page-data.ts';
import { paths } from '../paths.ts';
import { buttonClasses } from './ui/button.tsx';
import { cn } from './ui/cn.ts';

/** The chat with `message` written, at the agency's first number; the contact form without one. */
export function chatHref(message: string): string {
  const number = siteConfig.chatNumbers[0];
  return number ? chatLink(number, message) : paths.contactAbout({ message });
}

type ChatLinkProps = Omit<ComponentProps<'a'>, 'href' | 'onClick'> & {
  message: string;
  /** What the site's code does instead: log the click, take the rotation's number, count the lead. */
  open: () => unknown;
  /** Where the link leads without the code, when not the chat (the chat switched off). */
  href?: string;
  variant?: Parameters<typeof buttonClasses>[0];
  size?: Parameters<typeof buttonClasses>[1];
};

/**
 * A chat button that is a link: without JavaScript, or pressed before the page's code has run,
 * the browser opens the chat itself with the message written; once the code runs, `open` does.
 * A press with a modifier (a new tab) is left to the browser.
 */
export function ChatLink({
  message,
  open,
  href,
  variant = 'whatsapp',
  size,
  className,
  ...props
}: ChatLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void open();
  };
  return (
    <a
      href={href ?? chatHref(message)}
      onClick={onClick}
      className={cn(buttonClasses(variant, size), className)}
      {...props}
    />
  );
}
