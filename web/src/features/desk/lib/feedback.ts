/** The desk's sound and vibration: a short high beep on success, a low long one (and a double buzz) on refusal. */

type AudioContextClass = new () => AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  const scope = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/** Beeps (WebAudio) and vibrates (where the device can) for a success (`ok`) or a refusal. */
export function signal(ok: boolean): void {
  try {
    const AudioContextCtor = audioContextClass();
    if (AudioContextCtor) {
      context ??= new AudioContextCtor();
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = ok ? 880 : 220;
      gain.gain.value = 0.1;
      oscillator.connect(gain).connect(context.destination);
      oscillator.start();
      oscillator.stop(context.currentTime + (ok ? 0.12 : 0.4));
    }
  } catch {
    // No sound on this device: the screen says it all the same.
  }
  if ('vibrate' in navigator && typeof navigator.vibrate === 'function') {
    navigator.vibrate(ok ? 80 : [120, 80, 120]);
  }
}
