import { SMTPServer } from "smtp-server";
import type { Outbox } from "../platform/outbox";
import { parseMail } from "./mailParse";

/** The sink listens on this address only; nothing outside the machine can reach it. */
export const SINK_HOST = "127.0.0.1";
/** The largest message the sink takes (bytes). */
export const SINK_MAX_BYTES = 1024 * 1024;

export interface SmtpSink {
  host: string;
  /** The port it listens on (the asked one, or one the system chose). */
  port: number;
  close(): Promise<void>;
}

/**
 * The development mail server (MailHog's idea, in process, smtp-server): takes any message over plain
 * SMTP (AUTH accepted whatever the credentials, no STARTTLS) and delivers it to the development outbox,
 * one entry per recipient, channel "mail". Port 0 lets the system choose; when the asked port is taken
 * the sink takes a free one instead (the e-mail page shows the sink's real address).
 */
export async function startSmtpSink(outbox: Outbox, port = 0): Promise<SmtpSink> {
  const server = new SMTPServer({
    banner: "platform development mail sink",
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    size: SINK_MAX_BYTES,
    logger: false,
    // Close at once on server close: a test run never waits for an idle client.
    closeTimeout: 200,
    onAuth(_auth, _session, callback) {
      callback(null, { user: "sink" });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error("邮件过大"), { responseCode: 552 }));
          return;
        }
        const mail = parseMail(Buffer.concat(chunks).toString("utf8"));
        for (const recipient of session.envelope.rcptTo)
          outbox.send({ to: recipient.address, channel: "mail", subject: mail.subject, text: mail.text });
        callback(null);
      });
    },
  });
  const listen = (wanted: number) =>
    new Promise<number>((resolve, reject) => {
      // SMTPServer re-emits its net server's errors on itself: listen there, or a taken port crashes
      // the process before the fallback below can pick another.
      const failed = (error: Error) => reject(error);
      server.once("error", failed);
      server.listen(wanted, SINK_HOST, () => {
        server.off("error", failed);
        const address = server.server.address();
        resolve(typeof address === "object" && address ? address.port : wanted);
      });
    });
  let bound: number;
  try {
    bound = await listen(port);
  } catch (error) {
    if (port === 0 || (error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    bound = await listen(0);
  }
  // The sink never keeps a process alive by itself (a test that forgets to close its server), and a
  // broken client connection, which SMTPServer reports as an 'error' event, never ends the platform.
  server.server.unref();
  server.on("error", () => {});
  return {
    host: SINK_HOST,
    port: bound,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
