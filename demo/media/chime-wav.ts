/**
 * A short, valid WAV file (8 kHz, 8-bit mono): a three-note chime for the
 * demo's audio attachment.
 */
export function makeChimeWav(seconds = 1.5, sampleRate = 8000): Uint8Array {
  const samples = Math.floor(seconds * sampleRate);
  const out = new Uint8Array(44 + samples);
  const view = new DataView(out.buffer);
  const ascii = (offset: number, text: string): void => {
    for (let i = 0; i < text.length; i++) out[offset + i] = text.charCodeAt(i);
  };
  ascii(0, "RIFF");
  view.setUint32(4, 36 + samples, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, "data");
  view.setUint32(40, samples, true);
  const notes = [523.25, 659.25, 783.99];
  for (let i = 0; i < samples; i++) {
    const t = i / sampleRate;
    const note = notes[Math.min(notes.length - 1, Math.floor((t / seconds) * notes.length))] ?? 440;
    const envelope = Math.exp(-3 * ((t * notes.length) % 1));
    out[44 + i] = Math.round(128 + 90 * envelope * Math.sin(2 * Math.PI * note * t));
  }
  return out;
}
