/**
 * A short two-note chime for a new chat request, made with Web Audio (no sound file to
 * download). Browsers allow it once the page has had a click, which the astrologer's Go online
 * gives; before that it stays silent rather than failing.
 */
export function playRequestChime(): void {
  const AudioContextClass = window.AudioContext;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    const gain = context.createGain();
    gain.connect(context.destination);
    gain.gain.setValueAtTime(0.0001, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.2, context.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + 0.6);
    for (const [index, frequency] of [880, 1320].entries()) {
      const tone = context.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(context.currentTime + index * 0.15);
      tone.stop(context.currentTime + 0.6);
    }
    setTimeout(() => void context.close(), 800);
  } catch {
    // No audio output: the request still shows on the page.
  }
}
