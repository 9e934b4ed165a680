/**
 * Story helper: removes the messages React Aria's live announcer still holds (for up to 7 s).
 * A pending `Button` announces itself by `aria-labelledby`; once the story that owned the button is
 * gone, a leftover message points at missing ids and axe reports it in the next story. Call it from a
 * story's cleanup (`beforeEach: () => clearLiveAnnouncements`).
 */
export function clearLiveAnnouncements(): void {
  for (const message of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    message.remove();
  }
}
