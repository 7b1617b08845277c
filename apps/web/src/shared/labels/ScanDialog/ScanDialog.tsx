import { Alert, Button, Dialog, Icon, Inline, Stack } from '@altalena/ui';
import { useEffect, useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { loadLabelDetector, type LabelDetector } from '../labelDetector';
import * as styles from './ScanDialog.css';

/** How often a camera frame is looked at for a QR code, in milliseconds. */
const FRAME_INTERVAL_MS = 250;

/** Where the scan stands. */
export type ScanState = 'starting' | 'scanning' | 'refused' | 'unavailable' | 'notFound' | 'noCode';

/** Props of {@link ScanDialog}. */
export interface ScanDialogProps {
  /** Whether the dialog is open (the camera runs only while it is). */
  open: boolean;
  /** Called when the dialog closes itself or is closed. */
  onClose: () => void;
  /** A code was read: answers whether it named something here (true closes the dialog). */
  onCode: (text: string, method: 'camera' | 'photo') => boolean;
  /** The camera's stream (the rear camera by default). */
  camera?: () => Promise<MediaStream>;
  /** The QR decoder (the browser's, or the lazily loaded ZXing one). */
  loadDetector?: () => Promise<LabelDetector>;
}

const rearCamera = () => {
  if (!navigator.mediaDevices?.getUserMedia) {
    return Promise.reject(new DOMException('no camera', 'NotFoundError'));
  }
  return navigator.mediaDevices.getUserMedia({
    video: { facingMode: { ideal: 'environment' } },
    audio: false,
  });
};

const stateMessages = {
  starting: 'labels.scan.starting',
  scanning: 'labels.scan.scanning',
  refused: 'labels.scan.refused',
  unavailable: 'labels.scan.unavailable',
  notFound: 'labels.scan.notFound',
  noCode: 'labels.scan.noCode',
} as const;

/**
 * "Scan": the camera looks for a label's QR code and hands each code read to `onCode`; without a
 * camera (refused, none), a photo of the label does the same (docs/web.md#qr-labels-and-scans).
 */
export function ScanDialog({
  open,
  onClose,
  onCode,
  camera = rearCamera,
  loadDetector = loadLabelDetector,
}: ScanDialogProps) {
  const intl = useIntl();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScanState>('starting');
  const [attempt, setAttempt] = useState(0);
  const handle = useRef(onCode);
  handle.current = onCode;

  useEffect(() => {
    if (!open) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState('starting');
    const look = async (detector: LabelDetector) => {
      if (stopped) return;
      const element = video.current;
      if (element && element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        const codes = await detector.detect(element).catch(() => []);
        if (stopped) return;
        for (const code of codes) {
          if (handle.current(code, 'camera')) {
            stopped = true;
            onClose();
            return;
          }
          setState('notFound');
        }
      }
      timer = setTimeout(() => void look(detector), FRAME_INTERVAL_MS);
    };
    void (async () => {
      try {
        const [opened, detector] = await Promise.all([camera(), loadDetector()]);
        stream = opened;
        if (stopped) return;
        const element = video.current;
        if (element) {
          element.srcObject = opened;
          await element.play().catch(() => undefined);
        }
        setState('scanning');
        void look(detector);
      } catch (error) {
        if (stopped) return;
        const name = error instanceof DOMException ? error.name : '';
        setState(
          name === 'NotAllowedError' || name === 'SecurityError' ? 'refused' : 'unavailable',
        );
      }
    })();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [open, attempt, camera, loadDetector, onClose]);

  const readPhoto = async (file: File) => {
    const detector = await loadDetector();
    const bitmap = await createImageBitmap(file).catch(() => undefined);
    const codes = bitmap ? await detector.detect(bitmap).catch(() => []) : [];
    if (codes.length === 0) {
      setState('noCode');
      return;
    }
    if (codes.some((code) => handle.current(code, 'photo'))) onClose();
    else setState('notFound');
  };

  const problem =
    state === 'refused' || state === 'unavailable' || state === 'notFound' || state === 'noCode';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={intl.formatMessage({ id: 'labels.scan.title' })}
      description={intl.formatMessage({ id: 'labels.scan.description' })}
      footer={
        <Inline space="sm" align="end">
          {(state === 'notFound' || state === 'noCode') && (
            <Button variant="secondary" onPress={() => setAttempt((n) => n + 1)}>
              {intl.formatMessage({ id: 'labels.scan.again' })}
            </Button>
          )}
          <FileTrigger
            acceptedFileTypes={['image/*']}
            defaultCamera="environment"
            onSelect={(selected) => {
              const file = selected?.[0];
              if (file) void readPhoto(file);
            }}
          >
            <Button variant={problem ? 'primary' : 'secondary'}>
              <Icon name="plus" size="sm" />
              {intl.formatMessage({ id: 'labels.scan.photo' })}
            </Button>
          </FileTrigger>
        </Inline>
      }
    >
      <Stack space="md">
        <video
          ref={video}
          className={styles.video}
          aria-label={intl.formatMessage({ id: 'labels.scan.video' })}
          muted
          playsInline
        />
        {problem ? (
          <Alert tone="warning">{intl.formatMessage({ id: stateMessages[state] })}</Alert>
        ) : (
          <p role="status">{intl.formatMessage({ id: stateMessages[state] })}</p>
        )}
      </Stack>
    </Dialog>
  );
}
