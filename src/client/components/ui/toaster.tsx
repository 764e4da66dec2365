import { useEffect, type CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { toasterMounted } from '../../lib/notify.ts';

/** Sonner's rich colours, darkened to reach WCAG AA contrast on their light backgrounds. */
const accessibleColors = {
  '--success-text': '#0b5d2a',
  '--error-text': '#a3141a',
  '--info-text': '#1a4f8a',
  '--warning-text': '#7a4a00',
} as CSSProperties;

/** Toasts at the top, where a thumb does not cover them on a phone. */
export default function Toaster() {
  // Runs after sonner's own effects (children first), when it already listens.
  useEffect(toasterMounted, []);
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      style={accessibleColors}
      toastOptions={{
        duration: 5000,
        classNames: { title: 'font-semibold', description: 'text-sm' },
      }}
    />
  );
}
