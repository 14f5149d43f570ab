/**
 * What a candidate is told while something waits on the network (docs/waiting-states.md): what
 * happens, that nothing is lost, and that it carries on by itself. Offline is the browser saying
 * it has no network; "not answering" is a network without our server (it is down, restarting,
 * or something between refuses it). No advice beyond what is safe to give.
 */
export const WAITING_TEXTS = {
  offlineTitle: 'You are offline',
  unreachableTitle: 'The server is not answering',
  recording: {
    /** While recording (or paused), offline. */
    offline:
      'Your recording goes on. What has not reached the server yet is kept in this page and sent by itself as soon as the connection is back. Nothing is lost while this page stays open.',
    /** While recording, online, the upload's requests get no answer: they are retried. */
    unreachable:
      'Your recording goes on. What has not reached the server yet is kept in this page, and the page keeps trying: it is sent by itself as soon as the server answers again. Nothing is lost while this page stays open.',
  },
  ended: {
    /** After End Recording, the last part still on its way. */
    sending: 'Sending the last second of your video...',
    /** After End Recording, offline with the last part still in the page. */
    offline:
      'Your recording is complete and kept in this page. Its last part is sent by itself as soon as the connection is back, and Submit Recording becomes available then. Nothing is lost while this page stays open.',
    unreachable:
      'Your recording is complete and kept in this page. The page keeps trying to send its last part and carries on by itself as soon as the server answers again; Submit Recording becomes available then. Nothing is lost while this page stays open.',
    /** The whole recording reached the server, and then the connection went. */
    savedOffline:
      'Your recording is saved on the server. Submit Recording becomes available as soon as the connection is back.',
    /** Submit Recording pressed: the server records the submission. */
    submitting: 'Submitting your recording...',
  },
  answers: {
    offline: 'Offline: your answers are kept on this computer and sent when you are back online',
    unreachable:
      'The server is not answering: your answers are kept on this computer and sent as soon as it answers again',
  },
  /**
   * Moving to another step (Continue, Save & Next, Previous) saves where the candidate is; when
   * that save fails, the page they see stays, but a reload may open an earlier step.
   */
  progress: {
    offline:
      'You are offline: where you are in the assessment is not saved yet. Your answers are kept on this computer; the next step you move to saves it again.',
    unreachable:
      'The server is not answering: where you are in the assessment is not saved yet. Your answers are kept on this computer; the next step you move to saves it again.',
  },
  completePage: {
    offline: 'You are offline. This page loads by itself as soon as the connection is back.',
    unreachable:
      'The server is not answering yet. This page keeps trying and loads by itself as soon as it answers.',
  },
} as const;
