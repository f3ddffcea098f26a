import { defineTexts } from '@kt/contract/i18n/catalogue';

/** Words the kit's own controls show (retry, toasts, stepper, carousel, password, dialog), issue 29. */
export const uiTexts = defineTexts('web/components/ui/texts', 'uiTexts', {
  tryAgain: 'Try again',
  /** A toast's close button. */
  dismiss: 'Dismiss',
  stepCount: (current: number, total: number) => `Step ${current} of ${total}`,
  play: 'Play',
  pause: 'Pause',
  /** The carousel's button, naming what it plays ('Play Our Team Members'). */
  playLabel: (label: string) => `Play ${label}`,
  pauseLabel: (label: string) => `Pause ${label}`,
  show: 'Show',
  hide: 'Hide',
  /** The password field's toggle, naming its field ('Show password'). */
  showLabel: (label: string) => `Show ${label.toLowerCase()}`,
  hideLabel: (label: string) => `Hide ${label.toLowerCase()}`,
  /** The message dialog's confirm button. */
  ok: 'OK',
} as const);
