/** The registry id of the upload queue (the page starts it; the inspector lists its live actor). */
export const UPLOAD_QUEUE_MACHINE_ID = "uploadQueue";
