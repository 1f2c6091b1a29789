import { useEffect, useRef, useState } from "react";
import type { QrDetector } from "./qrDetector";

/** "denied": the user or the browser refused; "absent": no camera, or no way to reach one (an insecure page). */
export type CameraState = "starting" | "on" | "denied" | "absent";

/** A frame every this many ms: quick enough to feel instant, light enough for the polyfill on a slow phone. */
const SCAN_MS = 250;

async function openCamera(): Promise<MediaStream | CameraState> {
  if (!navigator.mediaDevices?.getUserMedia) return "absent";
  try {
    return await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    return name === "NotAllowedError" || name === "SecurityError" ? "denied" : "absent";
  }
}

/**
 * The back camera into the returned video element, and every frame in turn through `detector` once it is there;
 * `onTexts` hears each non-empty read. The camera stops when the component using it goes.
 */
export function useCameraScan(detector: QrDetector | null, onTexts: (texts: string[]) => void) {
  const video = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<CameraState>("starting");
  const heard = useRef(onTexts);
  useEffect(() => {
    heard.current = onTexts;
  }, [onTexts]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let gone = false;
    void openCamera().then(async (opened) => {
      if (typeof opened === "string") {
        if (!gone) setCamera(opened);
        return;
      }
      stream = opened;
      // Closed while the permission prompt was up: give the camera back at once.
      if (gone || !video.current) {
        opened.getTracks().forEach((track) => track.stop());
        return;
      }
      video.current.srcObject = opened;
      await video.current.play().catch(() => undefined);
      if (!gone) setCamera("on");
    });
    return () => {
      gone = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  useEffect(() => {
    if (camera !== "on" || !detector) return;
    let stopped = false;
    let timer = 0;
    const tick = async () => {
      const element = video.current;
      if (element && element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && element.videoWidth > 0) {
        // A frame that cannot be read (the stream ending, a resize) is skipped; the next one is tried.
        const texts = await detector.detect(element).catch(() => []);
        if (!stopped && texts.length > 0) heard.current(texts);
      }
      if (!stopped) timer = window.setTimeout(() => void tick(), SCAN_MS);
    };
    void tick();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [camera, detector]);

  return { video, camera };
}
