import { useCallback, useEffect, useRef, useState } from 'react';
import { TEXTS } from '../../../../shared/texts';
import { cameraErrorMessage } from '../lib/camera-errors';
import { CAMERA_VIDEO } from '../lib/media-support';

export type CameraState =
  | { status: 'unknown' }
  | { status: 'granted'; stream: MediaStream }
  | { status: 'denied'; message: string };

async function hasVideoInput(): Promise<boolean> {
  let devices: MediaDeviceInfo[];
  try {
    devices = await navigator.mediaDevices.enumerateDevices();
  } catch {
    throw new Error(TEXTS.recorder.devicesFailed);
  }
  return devices.some((device) => device.kind === 'videoinput');
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

function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** The camera: unknown while asking, then granted with a stream, or denied with why. */
export function useCamera() {
  const [state, setState] = useState<CameraState>({ status: 'unknown' });
  const current = useRef<MediaStream | null>(null);

  const acquire = useCallback(async () => {
    stopStream(current.current);
    current.current = null;
    setState({ status: 'unknown' });
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error(TEXTS.recorder.cameraNotAllowed);
      if (!(await hasVideoInput())) throw new Error(TEXTS.recorder.noDevices);
      const stream = await openCamera();
      current.current = stream;
      setState({ status: 'granted', stream });
    } catch (error) {
      const known = (Object.values(TEXTS.recorder) as string[]).includes((error as Error).message);
      setState({
        status: 'denied',
        message: known ? (error as Error).message : cameraErrorMessage(error),
      });
    }
  }, []);

  useEffect(() => {
    // Asking for the camera is what this step is for; the result arrives as state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void acquire();
    return () => stopStream(current.current);
  }, [acquire]);

  return { camera: state, acquire };
}
