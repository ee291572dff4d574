/** How much of the photos has been sent, while a handover is saving (null before it starts). */
export function UploadProgress({ id, fraction }: { id: string; fraction: number | null }) {
  if (fraction === null) return null;
  const percent = Math.round(fraction * 100);
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label small mb-1">
        Sending the photos: {percent}%
      </label>
      <progress id={id} className="upload-progress" max={100} value={percent} />
    </div>
  );
}
