/** Reads QR codes from a camera frame or a photo. */
export interface LabelDetector {
  /** The texts of the QR codes in the image (none when it has none). */
  detect(source: ImageBitmapSource): Promise<string[]>;
}

interface NativeDetector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

let loading: Promise<LabelDetector> | undefined;

/**
 * The browser's `BarcodeDetector` where it reads QR codes (Android, macOS), otherwise the ZXing decoder
 * (barcode-detector's ponyfill) whose WebAssembly the app serves itself: loaded on the first scan only,
 * so the inspection page does not carry a megabyte it may never use.
 */
export function loadLabelDetector(): Promise<LabelDetector> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function load(): Promise<LabelDetector> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (
    Native &&
    (await Native.getSupportedFormats().catch((): string[] => [])).includes('qr_code')
  ) {
    const native = new Native({ formats: ['qr_code'] });
    return { detect: async (source) => (await native.detect(source)).map((r) => r.rawValue) };
  }
  const [ponyfill, wasm] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  // The decoder's wasm comes from the app's own origin (CSP: no CDN), not from the package's default.
  ponyfill.prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasm.default : prefix + path,
    },
  });
  const detector = new ponyfill.BarcodeDetector({ formats: ['qr_code'] });
  return { detect: async (source) => (await detector.detect(source)).map((r) => r.rawValue) };
}
