import { Box, Group } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

const BARS = 24;
/** How often the meter redraws: often enough to follow speech, calm for a screen reader. */
const FRAME_MS = 80;
/** How often a screen reader is told the level (aria-valuenow): every frame would be a flood. */
const ANNOUNCE_MS = 1000;
/** The first taps and keys that may wake an AudioContext a browser started suspended (iOS Safari). */
const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

/** The loudness of one frame of sound, 0 to 1 (the RMS, scaled so speech fills most of it). */
export function levelOf(samples: Uint8Array): number {
  let sum = 0;
  for (const sample of samples) {
    const centred = (sample - 128) / 128;
    sum += centred * centred;
  }
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  return Math.min(1, rms * 4);
}

/** The microphone's loudness, read from the stream through an analyser (nothing is recorded here). */
function useLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') {
      return;
    }
    const context = new AudioContext();
    // Created outside a tap, iOS Safari starts it suspended (a silent meter): the candidate's next
    // tap or key (Start Recording, say) wakes it.
    const wake = () => {
      void context.resume().catch(() => undefined);
      if (context.state !== 'suspended') unlisten();
    };
    const unlisten = () => {
      for (const name of GESTURES) document.removeEventListener(name, wake, true);
    };
    if (context.state === 'suspended') {
      for (const name of GESTURES) document.addEventListener(name, wake, true);
    }
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    const source = context.createMediaStreamSource(stream);
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      setLevel(levelOf(samples));
    }, FRAME_MS);
    return () => {
      clearInterval(timer);
      unlisten();
      source.disconnect();
      void context.close().catch(() => undefined);
    };
  }, [stream]);
  return level;
}

/** `value`, changed at most once every ANNOUNCE_MS (what a screen reader is told). */
function useAnnounced(value: number): number {
  const [announced, setAnnounced] = useState(value);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  useEffect(() => {
    const timer = setInterval(() => setAnnounced(latest.current), ANNOUNCE_MS);
    return () => clearInterval(timer);
  }, []);
  return announced;
}

/**
 * In place of the camera's picture for an audio answer: a bar that moves with the candidate's
 * voice, so they see the microphone hears them.
 */
export function AudioLevelMeter({ stream, label }: { stream: MediaStream | null; label: string }) {
  const level = useLevel(stream);
  const lit = Math.round(level * BARS);
  const announced = useAnnounced(Math.round(level * 100));
  return (
    <Group
      gap={4}
      h={96}
      px="lg"
      justify="center"
      align="center"
      wrap="nowrap"
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={announced}
      data-level={Math.round(level * 100)}
    >
      {Array.from({ length: BARS }, (_, index) => {
        // Taller towards the middle, like a voice's wave.
        const height = 16 + 56 * Math.sin(((index + 0.5) / BARS) * Math.PI);
        return (
          <Box
            key={index}
            w={6}
            h={height}
            style={{
              flex: '0 1 6px',
              borderRadius: 3,
              background:
                index < lit ? 'var(--mantine-color-teal-5)' : 'var(--mantine-color-dark-4)',
              transition: 'background 80ms linear',
            }}
          />
        );
      })}
    </Group>
  );
}
