import { connect } from "node:net";

/** An answer read off the socket: the status, the header block as sent, the body. */
export interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/**
 * One request written byte for byte to the server at `base` (tests only): what fetch and node:http would not send as
 * it stands, such as a path with dot segments or two Host headers. `lines` are the request line and the headers;
 * "Connection: close" is added, so the answer ends with the connection.
 */
export function rawRequest(base: string, lines: string[], body = ""): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  const request = `${[...lines, "Connection: close"].join("\r\n")}\r\n\r\n${body}`;
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.once("error", reject);
    socket.once("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      const head = split < 0 ? text : text.slice(0, split);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
        head,
        body: split < 0 ? "" : text.slice(split + 4),
      });
    });
  });
}

/** A GET of `target` as it stands, with one well-formed Host header. */
export function rawGet(base: string, target: string, headers: string[] = []): Promise<RawAnswer> {
  return rawRequest(base, [`GET ${target} HTTP/1.1`, "Host: 127.0.0.1", ...headers]);
}
