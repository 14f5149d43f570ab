import { useCallback, useEffect, useRef, useState } from 'react';
import { cameraErrorMessage } from '../lib/camera-errors';
import { CAMERA_VIDEO, MICROPHONE_AUDIO, type RecordedMedia } from '../lib/media-support';
import { MEDIA_TEXTS, type RecorderKey } from '../lib/media-texts';

export type CameraState =
  | { status: 'unknown' }
  | { status: 'granted'; stream: MediaStream }
  | { status: 'denied'; message: RecorderKey };

/** A failure the recorder names itself: its catalogue key, shown in the page's language. */
class CameraProblem extends Error {
  constructor(readonly key: RecorderKey) {
    super(key);
  }
}

async function hasInput(kind: MediaDeviceKind): Promise<boolean> {
  let devices: MediaDeviceInfo[];
  try {
    devices = await navigator.mediaDevices.enumerateDevices();
  } catch {
    throw new CameraProblem('devicesFailed');
  }
  return devices.some((device) => device.kind === kind);
}

async function openCamera(): Promise<MediaStream> {
  try {
    return await navigator.mediaDevices.getUserMedia({ video: CAMERA_VIDEO, audio: true });
  } catch (error) {
    // A camera without a microphone still makes a video introduction.
    if ((error as DOMException).name !== 'NotFoundError') throw error;
    return navigator.mediaDevices.getUserMedia({ video: CAMERA_VIDEO, audio: false });
  }
}

/** An audio answer asks for the microphone only: the camera stays off. */
function openMicrophone(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({ audio: MICROPHONE_AUDIO, video: false });
}

export function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/**
 * The camera (with its microphone) for a video, or the microphone alone for an audio answer:
 * unknown while asking, then granted with a stream, or denied with why (a catalogue key).
 */
export function useCamera(media: RecordedMedia = 'video') {
  const [state, setState] = useState<CameraState>({ status: 'unknown' });
  const current = useRef<MediaStream | null>(null);

  const acquire = useCallback(async () => {
    const texts = MEDIA_TEXTS[media];
    stopStream(current.current);
    current.current = null;
    setState({ status: 'unknown' });
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new CameraProblem(texts.notAllowed);
      if (!(await hasInput(media === 'video' ? 'videoinput' : 'audioinput'))) {
        throw new CameraProblem(texts.noDevices);
      }
      const stream = await (media === 'video' ? openCamera() : openMicrophone());
      current.current = stream;
      setState({ status: 'granted', stream });
    } catch (error) {
      const message = error instanceof CameraProblem ? error.key : cameraErrorMessage(error, media);
      setState({ status: 'denied', message });
    }
  }, [media]);

  useEffect(() => {
    // Asking for the camera is what this step is for; the result arrives as state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void acquire();
    return () => stopStream(current.current);
  }, [acquire]);

  return { camera: state, acquire };
}
