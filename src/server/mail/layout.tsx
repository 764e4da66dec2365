import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { officeHoursLines } from '#domain/office-hours.ts';
import type { SiteConfig } from '#domain/site-config.ts';

/**
 * The agency's letterhead for every e-mail: the site's navy and gold (src/client/styles.css),
 * the logo drawn in HTML (no image to load), one column that reads on a phone. Fonts are the
 * ones every mail client has: Georgia for headings, as the site's Fraunces falls back to it.
 */

export const colours = {
  navy950: '#0c1629',
  navy900: '#14233f',
  navy800: '#1a2947',
  navy600: '#2c4270',
  navy100: '#d8e0ee',
  navy50: '#eef2f8',
  gold500: '#d4a72c',
  gold100: '#faf0d2',
  gold700: '#735709',
  sea600: '#1f7571',
  sand100: '#f5efe3',
  sand50: '#fbf8f2',
  white: '#ffffff',
};

const sans = "'Helvetica Neue', Helvetica, Arial, sans-serif";
const serif = "Georgia, 'Times New Roman', serif";

const page: CSSProperties = {
  margin: 0,
  padding: '24px 0',
  backgroundColor: colours.sand100,
  fontFamily: sans,
  color: colours.navy800,
};
const card: CSSProperties = {
  maxWidth: '600px',
  backgroundColor: colours.white,
  borderRadius: '20px',
  overflow: 'hidden',
};
const paragraph: CSSProperties = { fontSize: '16px', lineHeight: '26px', margin: '0 0 16px' };

/** Two sails over the sea, as on the site's logo, in bordered boxes that every client draws. */
function Logo({ name }: { name: string }) {
  const sail = (colour: string, width: number, height: number): CSSProperties => ({
    display: 'inline-block',
    width: 0,
    height: 0,
    borderLeft: `${width}px solid transparent`,
    borderBottom: `${height}px solid ${colour}`,
    verticalAlign: 'bottom',
  });
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0}>
      <tbody>
        <tr>
          <td
            style={{
              width: '40px',
              height: '40px',
              backgroundColor: colours.white,
              borderRadius: '9px',
              textAlign: 'center',
              verticalAlign: 'bottom',
              lineHeight: 0,
              fontSize: 0,
            }}
          >
            <span style={sail(colours.navy900, 12, 24)} />
            <span style={{ ...sail(colours.gold500, 10, 19), marginLeft: '2px' }} />
            <div style={{ height: '3px', margin: '2px 5px 5px', backgroundColor: '#2a8f8a' }} />
          </td>
          <td
            style={{
              paddingLeft: '12px',
              fontFamily: serif,
              fontSize: '22px',
              fontWeight: 600,
              color: colours.white,
              letterSpacing: '-0.2px',
            }}
          >
            {name}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

export function Layout({
  site,
  preview,
  children,
}: {
  site: SiteConfig;
  /** The line a mailbox shows beside the subject. */
  preview: string;
  children: ReactNode;
}) {
  return (
    <Html lang="it">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Section style={{ backgroundColor: colours.navy900, padding: '22px 28px' }}>
            <Logo name={site.name} />
          </Section>
          <Section style={{ height: '4px', backgroundColor: colours.gold500 }} />
          <Section style={{ padding: '28px 28px 8px' }}>{children}</Section>
          <Section style={{ padding: '0 28px 28px' }}>
            <Hr style={{ borderColor: colours.navy100, margin: '8px 0 20px' }} />
            <Text
              style={{ fontSize: '13px', lineHeight: '20px', color: colours.navy600, margin: 0 }}
            >
              <strong>{site.legalName}</strong> · {site.address}
              <br />
              Tel. {site.contactPhone} ·{' '}
              <Link href={`mailto:${site.contactEmail}`} style={{ color: colours.navy600 }}>
                {site.contactEmail}
              </Link>
              <br />
              Orari: {officeHoursLines.join(' · ')} · P. IVA {site.vatNumber.replace(/^IT/, '')}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading
      as="h1"
      style={{
        fontFamily: serif,
        fontSize: '26px',
        lineHeight: '32px',
        fontWeight: 600,
        color: colours.navy900,
        margin: '0 0 16px',
      }}
    >
      {children}
    </Heading>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

/** Text a person of the agency wrote: their paragraphs as they are, each line kept. */
export function Written({ text }: { text: string }) {
  return text.split(/\r?\n\s*\r?\n/).map((block, index) => (
    <Paragraph key={index}>
      {block.split(/\r?\n/).map((line, at) => (
        <Fragment key={at}>
          {at > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Paragraph>
  ));
}

/** A heading over a group of facts. */
function Caption({ children }: { children: ReactNode }) {
  return (
    <Text
      style={{
        fontSize: '12px',
        lineHeight: '16px',
        fontWeight: 700,
        letterSpacing: '1px',
        textTransform: 'uppercase',
        color: colours.navy600,
        margin: '0 0 8px',
      }}
    >
      {children}
    </Text>
  );
}

export type Fact = { label: string; value: ReactNode; strong?: boolean };

/** A box of facts, each label above its value: it reads the same on a phone and a desktop. */
export function Facts({
  title,
  facts,
  tone = 'sand',
}: {
  title: string;
  facts: readonly Fact[];
  tone?: 'sand' | 'gold';
}) {
  const background = tone === 'gold' ? colours.gold100 : colours.sand50;
  return (
    <Section
      style={{
        backgroundColor: background,
        borderRadius: '14px',
        padding: '18px 20px 10px',
        margin: '0 0 20px',
        border: tone === 'gold' ? `1px solid ${colours.gold500}` : 'none',
      }}
    >
      <Caption>{title}</Caption>
      {facts.map((fact) => (
        <Text key={fact.label} style={{ fontSize: '15px', lineHeight: '22px', margin: '0 0 10px' }}>
          <span style={{ color: colours.navy600 }}>{fact.label}</span>
          <br />
          <span
            style={{
              color: colours.navy900,
              fontWeight: fact.strong ? 700 : 500,
              fontSize: fact.strong ? '18px' : '15px',
            }}
          >
            {fact.value}
          </span>
        </Text>
      ))}
    </Section>
  );
}

export function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '4px 0 24px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: colours.navy900,
          color: colours.white,
          borderRadius: '12px',
          padding: '14px 24px',
          fontSize: '16px',
          fontWeight: 600,
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** Text a person typed (an enquiry), its lines kept in the HTML and in the plain text. */
export function Quote({ children }: { children: string }) {
  const lines = children.split(/\r?\n/);
  return (
    <Text
      style={{
        ...paragraph,
        borderLeft: `3px solid ${colours.gold500}`,
        paddingLeft: '14px',
        color: colours.navy900,
      }}
    >
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}

export function SignOff({ site }: { site: SiteConfig }) {
  return (
    <Paragraph>
      A presto,
      <br />
      il team di {site.name}
    </Paragraph>
  );
}
