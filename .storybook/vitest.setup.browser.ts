// Component tests render into Chromium; nothing global is needed yet beyond the providers each test mounts.
export {};
