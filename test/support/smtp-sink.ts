import { once } from 'node:events';
import { AddressInfo, createServer, Server, Socket } from 'node:net';
import { waitFor } from './receiver.js';

// A minimal SMTP server for tests (SMTP_URL=smtp://127.0.0.1:<port>): it accepts every message and
// keeps it, decoded, so a test reads what the service really sent through SMTP.

export interface SentMail {
  to: string[];
  subject: string;
  /** the text body, transfer encoding undone */
  text: string;
}

export class SmtpSink {
  readonly mails: SentMail[] = [];
  private readonly sockets = new Set<Socket>();

  private constructor(private readonly server: Server) {}

  static async start(): Promise<SmtpSink> {
    const server = createServer();
    const sink = new SmtpSink(server);
    server.on('connection', (socket) => sink.serve(socket));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The first mail to `to` (and matching `subject`), waiting for it until the deadline. */
  waitFor(to: string, subject: RegExp = /.*/): Promise<SentMail> {
    return waitFor(() => this.mails.find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject)), 15_000, 50);
  }

  async close() {
    for (const socket of this.sockets) socket.destroy();
    this.server.close();
    await once(this.server, 'close').catch(() => undefined);
  }

  private serve(socket: Socket) {
    let buffer = '';
    let data: string[] | null = null;
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    reply('220 sink ESMTP');
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            this.mails.push(parse(to, data.join('\n')));
            data = null;
            to = [];
            reply('250 queued');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sink');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1].toLowerCase() ?? '');
          reply('250 ok');
        } else if (verb === 'DATA') {
          data = [];
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok'); // MAIL, RSET, NOOP
      }
    });
  }
}

function parse(to: string[], message: string): SentMail {
  const split = message.indexOf('\n\n');
  const head = message.slice(0, split).replace(/\n[ \t]+/g, ' '); // unfold
  const body = message.slice(split + 2);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1].trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? Buffer.from(body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { to, subject: header('Subject'), text };
}
