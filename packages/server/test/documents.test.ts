/**
 * The document calls (issue 16 items 1-3; spec 001 sections 3, 5, 7, 8): uploads into an order's
 * slots with real crafted files (disguised, polyglot, empty, oversize), nothing stored for a refusal
 * and the other files kept, EXIF gone from the stored copy, per-slot counts, one file a call; every
 * call refused to a second payer with no leak; serving with the sniffed type, an attachment and
 * nosniff; staff by X-Admin-Token; signed links that expire and refuse tampering; past files.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import S3rver from 's3rver';
import { s3Storage } from '../src/providers/storage/s3';
import { Readable } from 'node:stream';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../src/db/schema';
import { signDocumentLink } from '../src/domain/document-link';
import { ORDER_EXAMPLE } from '../src/modules/orders/schemas';
import { Client, createTestApp, lastCode, type Envelope, type TestApp } from './helpers/app';
import { freshPhone, registeredUser, smsLogin } from './helpers/flows';
import { multipart, type FilePart } from './helpers/multipart';

let t: TestApp;
let alice: Client;
let bob: Client;
let aliceOrder: string;
let aliceSecondOrder: string;
let bobOrder: string;

async function placeOrder(client: Client, key: string): Promise<string> {
  const response = await client.raw({ method: 'POST', url: '/api/order/order_submit', payload: ORDER_EXAMPLE, headers: { 'idempotency-key': key } });
  const body = response.json() as Envelope;
  expect(body.status_code, body.message).toBe(200);
  return body.data.order_id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = (await registeredUser(t)).client;
  bob = (await registeredUser(t)).client;
  aliceOrder = await placeOrder(alice, 'documents-alice-1');
  aliceSecondOrder = await placeOrder(alice, 'documents-alice-2');
  bobOrder = await placeOrder(bob, 'documents-bob-1');
}, 120_000);
afterAll(async () => t?.close());

// --- crafted files

const photo = (format: 'jpeg' | 'png', width = 64) => {
  const image = sharp({ create: { width, height: 48, channels: 3, background: { r: 30, g: 120, b: 200 } } }).withExif({
    IFD0: { Make: 'Canon', Model: 'EOS R5', Copyright: 'GPS 31.2304N 121.4737E serial 0123456789' },
  });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};
async function pdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([200, 200]).drawText('Tuition invoice');
  return Buffer.from(await document.save({ useObjectStreams: false }));
}
/** The start of a Windows executable (what file-type and every AV call an .exe). */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'), Buffer.alloc(4000, 0x41)]);

const jpegPart = async (filename = 'id-front.jpg'): Promise<FilePart> => ({ filename, contentType: 'image/jpeg', bytes: await photo('jpeg') });

async function upload(client: Client, fields: Record<string, string>, files: readonly FilePart[] = []): Promise<Envelope> {
  const { payload, headers } = multipart(fields, files);
  return (await client.raw({ method: 'POST', url: '/api/order/ident_files_upload', payload, headers })).json() as Envelope;
}

const liveRows = (orderId: string) =>
  t.database.db
    .select()
    .from(documents)
    .where(and(eq(documents.orderId, orderId), isNull(documents.deletedAt)));

/** Every stored object under the app's upload folder (content-type sidecars aside). */
function storedFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!name.endsWith('.content-type')) out.push(path);
    }
  };
  walk(t.storageRoot);
  return out;
}

const LANGS = ['en', 'zh-CN', 'zh-TW'] as const;
/** The answer to the same refused upload in each language (the client's language cookie). */
async function refusedIn(client: Client, fields: Record<string, string>, files: readonly FilePart[]) {
  const out: Record<string, Envelope> = {};
  for (const language of LANGS) {
    client.language = language;
    out[language] = await upload(client, fields, files);
  }
  client.language = undefined;
  return out;
}

describe('ident_files_upload: what an upload must pass', () => {
  it('a JPEG with camera metadata is stored re-encoded without EXIF; the answer names its sniffed type and hash', async () => {
    const original = await photo('jpeg');
    const answer = await upload(alice, { order_id: aliceOrder, slot: 'payer_id' }, [{ filename: 'front.jpg', contentType: 'image/jpeg', bytes: original }]);
    expect(answer).toMatchObject({ status_code: 200, message: 'Uploaded successfully', data: { slot: 'payer_id', content_type: 'image/jpeg', file_name: 'front.jpg' } });
    const [row] = (await liveRows(aliceOrder)).filter((r) => r.id === answer.data.file_id);
    expect(row?.storageKey).toMatch(new RegExp(`^orders/${aliceOrder}/[0-9a-f-]{36}\\.jpg$`));
    const download = await alice.raw({ method: 'GET', url: '/api/order/ident_file_download', query: { order_id: aliceOrder, file_id: answer.data.file_id } });
    const stored = download.rawPayload;
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes('0123456789')).toBe(false);
    expect(answer.data.sha256).toBe(createHash('sha256').update(stored).digest('hex'));
    expect(answer.data.size).toBe(stored.length);
  });

  it('refuses an .exe named .pdf, a zero-byte file and an unreadable image with the spec messages in three languages; nothing is stored', async () => {
    const before = storedFiles().length;
    const rowsBefore = (await liveRows(bobOrder)).length;
    const exe = await refusedIn(bob, { order_id: bobOrder, slot: 'payment_proof' }, [{ filename: 'invoice.pdf', contentType: 'application/pdf', bytes: EXE }]);
    expect(exe['en']).toMatchObject({ status_code: 400, message: 'Only PDF, JPG, or PNG files can be uploaded', data: { field: 'file' } });
    expect(exe['zh-CN']?.message).toBe('仅支持上传PDF、JPG或PNG文件');
    expect(exe['zh-TW']?.message).toMatch(/[\u4e00-\u9fff]/);
    const empty = await refusedIn(bob, { order_id: bobOrder, slot: 'payment_proof' }, [{ filename: 'empty.pdf', contentType: 'application/pdf', bytes: Buffer.alloc(0) }]);
    expect(empty['en']).toMatchObject({ status_code: 400, message: 'This file is empty. Please choose the file again' });
    expect(empty['zh-CN']?.message).toBe('文件为空，请重新选择文件');
    const whole = await photo('jpeg');
    const truncated = await upload(bob, { order_id: bobOrder, slot: 'payment_proof' }, [{ filename: 'cut.jpg', contentType: 'image/jpeg', bytes: whole.subarray(0, whole.length / 2) }]);
    expect(truncated.status_code).toBe(400);
    expect(storedFiles().length).toBe(before);
    expect((await liveRows(bobOrder)).length).toBe(rowsBefore);
  });

  it('a PNG with a PHP tail is refused and nothing is stored; a JPEG with one is stored without it', async () => {
    const before = storedFiles().length;
    const tail = Buffer.from('<?php system($_GET["c"]); ?>');
    const polyglot = await refusedIn(bob, { order_id: bobOrder, slot: 'kinship_proof' }, [{ filename: 'shell.php.png', contentType: 'image/png', bytes: Buffer.concat([await photo('png'), tail]) }]);
    expect(polyglot['en']).toMatchObject({ status_code: 400, data: { field: 'file' } });
    expect(polyglot['en']?.message).toBe('This file could not be read as PDF, JPG, or PNG: it may be damaged, password-protected or not what its name says');
    expect(polyglot['zh-CN']?.message).toMatch(/^无法按PDF、JPG或PNG读取该文件/);
    expect(storedFiles().length).toBe(before);
    const answer = await upload(bob, { order_id: bobOrder, slot: 'kinship_proof' }, [{ filename: 'photo.jpg', contentType: 'image/jpeg', bytes: Buffer.concat([await photo('jpeg'), tail]) }]);
    expect(answer.data.content_type).toBe('image/jpeg');
    const [row] = (await liveRows(bobOrder)).filter((r) => r.id === answer.data.file_id);
    const stored = await t.app.ctx.storage.get(row!.storageKey);
    expect(stored?.bytes.includes('<?php')).toBe(false);
    expect(stored?.contentType).toBe('image/jpeg');
  });

  it('refuses a 20 MB body before reading it, and a file just over 2 MB that the parser cut off; nothing is stored', async () => {
    const before = storedFiles().length;
    const huge = await upload(bob, { order_id: bobOrder, slot: 'payment_proof' }, [{ filename: 'big.pdf', contentType: 'application/pdf', bytes: Buffer.alloc(20 * 1024 * 1024, 0x25) }]);
    expect(huge).toMatchObject({ status_code: 400, message: 'Exceeded the size limit: each file must be smaller than 2 MB', data: { field: 'file' } });
    const justOver = Buffer.concat([await pdf(), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    const cut = await upload(bob, { order_id: bobOrder, slot: 'payment_proof' }, [{ filename: 'big.pdf', contentType: 'application/pdf', bytes: justOver }]);
    expect(cut).toMatchObject({ status_code: 400, message: 'Exceeded the size limit: each file must be smaller than 2 MB' });
    bob.language = 'zh-CN';
    expect((await upload(bob, { order_id: bobOrder, slot: 'payment_proof' }, [{ filename: 'big.pdf', contentType: 'application/pdf', bytes: justOver }])).message).toBe('超出文件大小：每个文件须小于2MB');
    bob.language = undefined;
    expect(storedFiles().length).toBe(before);
  });

  it('a 20 MB body sent without a length (chunked) is cut at 2 MB by the parser and refused; nothing is stored', async () => {
    const before = storedFiles().length;
    const { payload, headers } = multipart({ order_id: bobOrder, slot: 'payment_proof' }, [{ filename: 'big.pdf', contentType: 'application/pdf', bytes: Buffer.concat([await pdf(), Buffer.alloc(20 * 1024 * 1024, 0x20)]) }]);
    const response = await bob.raw({ method: 'POST', url: '/api/order/ident_files_upload', payload: Readable.from([payload]), headers });
    expect(response.json()).toMatchObject({ status_code: 400, message: 'Exceeded the size limit: each file must be smaller than 2 MB', data: { field: 'file' } });
    expect(storedFiles().length).toBe(before);
  });

  it('a selfie slot takes JPG or PNG only: a clean PDF is refused there', async () => {
    const answer = await upload(bob, { order_id: bobOrder, slot: 'selfie_passport' }, [{ filename: 'selfie.pdf', contentType: 'application/pdf', bytes: await pdf() }]);
    expect(answer).toMatchObject({ status_code: 400, message: 'Only JPG or PNG files can be uploaded' });
  });

  it('one file a call, a file is required, the slot must be known', async () => {
    const two = await upload(bob, { order_id: bobOrder, slot: 'payment_proof' }, [await jpegPart('a.jpg'), await jpegPart('b.jpg')]);
    expect(two).toMatchObject({ status_code: 400, message: 'Please upload one file at a time', data: { field: 'file' } });
    const none = await upload(bob, { order_id: bobOrder, slot: 'payment_proof' });
    expect(none).toMatchObject({ status_code: 400, message: 'Please choose a file to upload', data: { field: 'file' } });
    const slot = await upload(bob, { order_id: bobOrder, slot: 'diploma' }, [await jpegPart()]);
    expect(slot).toMatchObject({ status_code: 400, data: { field: 'slot' } });
  });

  it('a body that is not well-formed multipart is a bad request (HTTP 400), never a fault; nothing is stored', async () => {
    const before = storedFiles().length;
    const { payload, headers } = multipart({ order_id: bobOrder, slot: 'payment_proof' }, [await jpegPart()]);
    const cut = await bob.raw({ method: 'POST', url: '/api/order/ident_files_upload', payload: payload.subarray(0, payload.length - 40), headers });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({ status_code: 400, message: 'The request could not be read' });
    const noBoundary = await bob.raw({ method: 'POST', url: '/api/order/ident_files_upload', payload, headers: { 'content-type': 'multipart/form-data' } });
    expect(noBoundary.statusCode).toBe(400);
    expect(storedFiles().length).toBe(before);
  });

  it('per-slot count: the ID takes two files (front and back); a third is refused and the two stay', async () => {
    const order = await placeOrder(bob, 'documents-bob-count');
    const first = await upload(bob, { order_id: order, slot: 'payer_id' }, [await jpegPart('front.jpg')]);
    let listed = await bob.get('/api/order/ident_files', { order_id: order });
    expect(listed.data.slots.find((s: { slot: string }) => s.slot === 'payer_id')).toMatchObject({ min: 2, max: 2, required: 1, complete: 0 });
    expect(listed.data.missing).toContain('payer_id');
    await upload(bob, { order_id: order, slot: 'payer_id' }, [await jpegPart('back.jpg')]);
    const third = await upload(bob, { order_id: order, slot: 'payer_id' }, [await jpegPart('again.jpg')]);
    expect(third).toMatchObject({ status_code: 400, message: 'Exceeded the number of files: this item takes at most 2', data: { field: 'slot' } });
    listed = await bob.get('/api/order/ident_files', { order_id: order });
    const slot = listed.data.slots.find((s: { slot: string }) => s.slot === 'payer_id');
    expect(slot).toMatchObject({ complete: 1 });
    expect(slot.files.map((f: { file_name: string }) => f.file_name)).toEqual(['front.jpg', 'back.jpg']);
    expect(slot.files[0].file_id).toBe(first.data.file_id);
    expect(listed.data.missing).not.toContain('payer_id');
    expect(JSON.stringify(listed)).not.toContain('orders/'); // never a storage key
  });

  it('uploads at the same time cannot both take the last place of a slot', async () => {
    const order = await placeOrder(bob, 'documents-bob-race');
    const answers = await Promise.all([1, 2, 3].map(async (n) => upload(bob, { order_id: order, slot: 'pan_card' }, [await jpegPart(`pan${n}.jpg`)])));
    expect(answers.filter((a) => a.status_code === 200)).toHaveLength(1);
    expect((await liveRows(order)).length).toBe(1);
  });
});

describe('only the payer of the order (a second payer learns nothing)', () => {
  let aliceFile: string;
  let aliceBytes: Buffer;
  beforeAll(async () => {
    const answer = await upload(alice, { order_id: aliceOrder, slot: 'payment_proof' }, [{ filename: 'invoice.pdf', contentType: 'application/pdf', bytes: await pdf() }]);
    aliceFile = answer.data.file_id;
    aliceBytes = (await alice.raw({ method: 'GET', url: '/api/order/ident_file_download', query: { order_id: aliceOrder, file_id: aliceFile } })).rawPayload;
  });

  it('upload, list, delete, download, link and reuse with another payer’s ids answer like unknown ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const intoAlice = await upload(bob, { order_id: aliceOrder, slot: 'payment_proof' }, [await jpegPart()]);
    expect(intoAlice).toEqual(await upload(bob, { order_id: unknown, slot: 'payment_proof' }, [await jpegPart()]));
    expect(intoAlice).toMatchObject({ status_code: 404, message: 'Order not found' });
    const list = await bob.get('/api/order/ident_files', { order_id: aliceOrder });
    expect(list).toEqual(await bob.get('/api/order/ident_files', { order_id: unknown }));
    const download = await bob.raw({ method: 'GET', url: '/api/order/ident_file_download', query: { order_id: aliceOrder, file_id: aliceFile } });
    expect(download.headers['content-type']).toMatch(/^application\/json/);
    expect(download.json()).toMatchObject({ status_code: 404, message: 'File not found' });
    expect(download.rawPayload.includes(aliceBytes.subarray(0, 64))).toBe(false);
    // Bob's own order id with Alice's file id: still nothing.
    expect((await bob.raw({ method: 'GET', url: '/api/order/ident_file_download', query: { order_id: bobOrder, file_id: aliceFile } })).json()).toMatchObject({ status_code: 404 });
    expect(await bob.post('/api/order/ident_file_link', { order_id: aliceOrder, file_id: aliceFile })).toMatchObject({ status_code: 404 });
    expect(await bob.post('/api/order/ident_files_delete', { order_id: aliceOrder, file_id: aliceFile })).toMatchObject({ status_code: 404, message: 'Delete failed: the file was not found or can no longer be removed' });
    const reuse = await upload(bob, { order_id: bobOrder, slot: 'payment_proof', past_file_id: aliceFile });
    expect(reuse).toMatchObject({ status_code: 404, data: { field: 'past_file_id' } });
    const past = await bob.get('/api/order/ident_files_past');
    expect(past.data.list.map((f: { file_id: string }) => f.file_id)).not.toContain(aliceFile);
    // Alice's file is untouched.
    expect((await liveRows(aliceOrder)).map((r) => r.id)).toContain(aliceFile);
  });

  it('without a session (or a proven phone) every call opens the login (402)', async () => {
    const stranger = new Client(t.app);
    await stranger.config();
    expect((await upload(stranger, { order_id: aliceOrder, slot: 'payment_proof' }, [await jpegPart()])).status_code).toBe(402);
    expect((await stranger.get('/api/order/ident_files', { order_id: aliceOrder })).status_code).toBe(402);
    expect((await stranger.get('/api/order/ident_files_past')).status_code).toBe(402);
    expect((await stranger.get('/api/order/ident_file_download', { order_id: aliceOrder, file_id: aliceFile })).status_code).toBe(402);
    expect((await stranger.post('/api/order/ident_files_delete', { order_id: aliceOrder, file_id: aliceFile })).status_code).toBe(402);
  });

  it('the payer gets the bytes as an attachment with the sniffed type and nosniff; staff only through the console (test/ops.test.ts)', async () => {
    const response = await alice.raw({ method: 'GET', url: '/api/order/ident_file_download', query: { order_id: aliceOrder, file_id: aliceFile } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="payment_proof-${aliceFile.slice(0, 8)}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const wrongToken = await t.app.inject({ method: 'GET', url: '/api/order/ident_file_download', query: { order_id: aliceOrder, file_id: aliceFile }, headers: { 'x-admin-token': 'guess' } });
    expect(wrongToken.json()).toMatchObject({ status_code: 402 });
  });

  it('no public path serves uploads', async () => {
    const [row] = (await liveRows(aliceOrder)).filter((r) => r.id === aliceFile);
    for (const url of [`/${row!.storageKey}`, `/uploads/${row!.storageKey}`, `/.data/uploads/${row!.storageKey}`, `/api/${row!.storageKey}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.rawPayload.includes(aliceBytes.subarray(0, 64)), url).toBe(false);
    }
  });
});

describe('signed download links', () => {
  let orderId: string;
  let fileId: string;
  beforeAll(async () => {
    orderId = await placeOrder(alice, 'documents-alice-links');
    fileId = (await upload(alice, { order_id: orderId, slot: 'enrolment_proof' }, [await jpegPart('offer.jpg')])).data.file_id;
  });
  const fetchLink = (url: string, client?: Client) => {
    const { pathname, search } = new URL(url);
    return client ? client.raw({ method: 'GET', url: pathname + search }) : t.app.inject({ method: 'GET', url: pathname + search });
  };

  it('open without a session until they expire (10 minutes)', async () => {
    const link = await alice.post('/api/order/ident_file_link', { order_id: orderId, file_id: fileId });
    expect(link.status_code).toBe(200);
    expect(link.data.url).toMatch(/^http:\/\/localhost:3000\/api\/order\/ident_file_download\?order_id=.+&file_id=.+&expires=\d+&sig=[\w-]+$/);
    expect(new Date(link.data.expires_at).getTime() - t.clock.now.getTime()).toBe(600_000);
    const opened = await fetchLink(link.data.url);
    expect(opened.headers['content-type']).toBe('image/jpeg');
    expect(opened.headers['x-content-type-options']).toBe('nosniff');
    t.clock.advance(599);
    expect((await fetchLink(link.data.url)).statusCode).toBe(200);
    expect((await fetchLink(link.data.url)).headers['content-type']).toBe('image/jpeg');
    t.clock.advance(1);
    const expired = await fetchLink(link.data.url);
    expect(expired.json()).toMatchObject({ status_code: 410, message: 'This download link is invalid or has expired; please open the file again' });
  });

  it('refuse tampering: another file, a later expiry, a changed signature', async () => {
    const link = await alice.post('/api/order/ident_file_link', { order_id: orderId, file_id: fileId });
    const url = new URL(link.data.url);
    const other = (await upload(alice, { order_id: orderId, slot: 'enrolment_proof' }, [await jpegPart('second.jpg')])).data.file_id as string;
    const variants = [
      (u: URL) => u.searchParams.set('file_id', other),
      (u: URL) => u.searchParams.set('order_id', bobOrder),
      (u: URL) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600)),
      (u: URL) => u.searchParams.set('sig', `${u.searchParams.get('sig')!.slice(0, -1)}${u.searchParams.get('sig')!.endsWith('A') ? 'B' : 'A'}`),
      (u: URL) => u.searchParams.set('sig', ''),
      (u: URL) => u.searchParams.delete('sig'),
    ];
    for (const change of variants) {
      const forged = new URL(url);
      change(forged);
      const response = await fetchLink(forged.toString());
      expect(response.headers['content-type'], forged.search).toMatch(/^application\/json/);
      expect(response.json(), forged.search).toMatchObject({ status_code: 410 });
    }
    // Signed with another secret (another installation): worthless here.
    const foreign = signDocumentLink('another-secret', fileId, orderId, t.clock.now);
    const query = new URLSearchParams({ order_id: orderId, file_id: fileId, expires: String(foreign.expires), sig: foreign.sig });
    expect((await fetchLink(`http://localhost:3000/api/order/ident_file_download?${query.toString()}`)).json()).toMatchObject({ status_code: 410 });
    // The untouched link still works.
    expect((await fetchLink(url.toString())).statusCode).toBe(200);
  });

  it('a deleted file is gone: not listed, not served (also by an earlier link), its bytes removed', async () => {
    const link = await alice.post('/api/order/ident_file_link', { order_id: orderId, file_id: fileId });
    const [row] = (await liveRows(orderId)).filter((r) => r.id === fileId);
    expect(await alice.post('/api/order/ident_files_delete', { order_id: orderId, file_id: fileId })).toMatchObject({ status_code: 200, message: 'Deleted' });
    expect(await alice.post('/api/order/ident_files_delete', { order_id: orderId, file_id: fileId })).toMatchObject({ status_code: 404 });
    const listed = await alice.get('/api/order/ident_files', { order_id: orderId });
    expect(JSON.stringify(listed.data)).not.toContain(fileId);
    expect((await fetchLink(link.data.url)).json()).toMatchObject({ status_code: 404 });
    expect(await t.app.ctx.storage.get(row!.storageKey)).toBeNull();
  });
});

describe('past files', () => {
  it('lists the payer’s files of other orders, newest first, and copies one into a new order’s slot', async () => {
    const first = await upload(alice, { order_id: aliceSecondOrder, slot: 'household_register' }, [await jpegPart('hukou-1.jpg')]);
    const past = await alice.get('/api/order/ident_files_past', { order_id: aliceOrder, slot: 'household_register' });
    expect(past.data.list[0]).toMatchObject({ file_id: first.data.file_id, order_id: aliceSecondOrder, file_name: 'hukou-1.jpg', slot: 'household_register' });
    expect(past.data.list.every((f: { order_id: string }) => f.order_id !== aliceOrder)).toBe(true);
    const reused = await upload(alice, { order_id: aliceOrder, slot: 'household_register', past_file_id: first.data.file_id });
    expect(reused).toMatchObject({ status_code: 200, data: { slot: 'household_register', file_name: 'hukou-1.jpg', sha256: first.data.sha256 } });
    expect(reused.data.file_id).not.toBe(first.data.file_id);
    // A selfie slot does not take a PDF, wherever it comes from.
    const invoice = await upload(alice, { order_id: aliceSecondOrder, slot: 'payment_proof' }, [{ filename: 'bill.pdf', contentType: 'application/pdf', bytes: await pdf() }]);
    const asSelfie = await upload(alice, { order_id: aliceOrder, slot: 'selfie', past_file_id: invoice.data.file_id });
    expect(asSelfie).toMatchObject({ status_code: 400, message: 'Only JPG or PNG files can be uploaded', data: { field: 'past_file_id' } });
  });
});

describe('an anonymous payer (SMS-proven phone, no account)', () => {
  it('uploads to and reads the order bound to the phone; another phone sees nothing of it', async () => {
    const payer = new Client(t.app);
    await payer.config();
    const phone = freshPhone();
    expect((await payer.post('/api/user/send_verification', { tel_code: '+86', phone })).status_code).toBe(200);
    const code = await lastCode(t.app, `+86${phone}`);
    expect((await payer.post('/api/user/order_login', { tel_code: '+86', phone, phone_captcha: code })).status_code).toBe(200);
    const order = await placeOrder(payer, 'documents-anonymous-1');
    const uploaded = await upload(payer, { order_id: order, slot: 'payment_proof' }, [await jpegPart('bill.jpg')]);
    expect(uploaded.status_code).toBe(200);
    const [row] = (await liveRows(order)).filter((r) => r.id === uploaded.data.file_id);
    expect(row).toMatchObject({ userId: null, phoneE164: `+86${phone}` });
    expect((await payer.raw({ method: 'GET', url: '/api/order/ident_file_download', query: { order_id: order, file_id: uploaded.data.file_id } })).headers['content-type']).toBe('image/jpeg');

    const stranger = new Client(t.app);
    await smsLogin(t, stranger, freshPhone());
    expect((await stranger.get('/api/order/ident_files', { order_id: order })).status_code).toBe(404);
    expect((await stranger.get('/api/order/ident_file_download', { order_id: order, file_id: uploaded.data.file_id })).status_code).toBe(404);
    expect((await stranger.get('/api/order/ident_files_past')).data.list).toEqual([]);
  });
});

describe('which slots an order needs', () => {
  it('a tuition order paid by a parent needs the bill, proof of study, the payer ID and kinship proof; the passport only above 300,000 CNY', async () => {
    const small = await bob.get('/api/order/ident_files', { order_id: bobOrder });
    expect(small.data.slots.filter((s: { required: number }) => s.required === 1).map((s: { slot: string }) => s.slot)).toEqual(['payment_proof', 'enrolment_proof', 'payer_id', 'kinship_proof']);
    const response = await bob.raw({ method: 'POST', url: '/api/order/order_submit', payload: { ...ORDER_EXAMPLE, amount: '60000.00', passport_number: 'E12345678' }, headers: { 'idempotency-key': 'documents-bob-large' } });
    expect((response.json() as Envelope).message).toBe('Submitted successfully');
    const large = (response.json() as Envelope).data.order_id as string;
    const listed = await bob.get('/api/order/ident_files', { order_id: large });
    expect(listed.data.missing).toContain('student_passport');
    expect(listed.data.slots.find((s: { slot: string }) => s.slot === 'student_passport')).toMatchObject({ required: 1, min: 2, max: 2 });
  });
});

describe('upload allowance', () => {
  it('a payer gets a bounded number of upload attempts an hour (409), then again after the hour', async () => {
    const small = await createTestApp({ limits: { uploadsPerOwnerPerHour: 2 } });
    try {
      const payer = (await registeredUser(small)).client;
      const response = await payer.raw({ method: 'POST', url: '/api/order/order_submit', payload: ORDER_EXAMPLE, headers: { 'idempotency-key': 'allowance-1' } });
      const order = (response.json() as Envelope).data.order_id as string;
      const send = async () => {
        const { payload, headers } = multipart({ order_id: order, slot: 'payment_proof' }, [await jpegPart()]);
        return (await payer.raw({ method: 'POST', url: '/api/order/ident_files_upload', payload, headers })).json() as Envelope;
      };
      expect((await send()).status_code).toBe(200);
      const refusedByCheck = await (async () => {
        const { payload, headers } = multipart({ order_id: order, slot: 'payment_proof' }, [{ filename: 'x.pdf', contentType: 'application/pdf', bytes: EXE }]);
        return (await payer.raw({ method: 'POST', url: '/api/order/ident_files_upload', payload, headers })).json() as Envelope;
      })();
      expect(refusedByCheck.status_code).toBe(400);
      expect(await send()).toMatchObject({ status_code: 409, message: 'Too many requests; please try again in a moment' });
      small.clock.advance(3601);
      expect((await send()).status_code).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('on S3-compatible storage', () => {
  it('upload, serve and delete go through the S3 provider (s3rver on loopback), with the same answers', async () => {
    const root = mkdtempSync(join(tmpdir(), 'edupay-documents-s3-'));
    const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: root, configureBuckets: [{ name: 'edupay-docs', configs: [] }] });
    const { port } = (await server.run()) as unknown as { port: number };
    const storage = s3Storage({ bucket: 'edupay-docs', region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, prefix: 'uploads/', serverSideEncryption: false });
    const s3app = await createTestApp({ storage });
    try {
      const payer = (await registeredUser(s3app)).client;
      const response = await payer.raw({ method: 'POST', url: '/api/order/order_submit', payload: ORDER_EXAMPLE, headers: { 'idempotency-key': 's3-1' } });
      const order = (response.json() as Envelope).data.order_id as string;
      const original = await photo('jpeg');
      const { payload, headers } = multipart({ order_id: order, slot: 'payer_id' }, [{ filename: 'front.jpg', contentType: 'image/jpeg', bytes: original }]);
      const uploaded = (await payer.raw({ method: 'POST', url: '/api/order/ident_files_upload', payload, headers })).json() as Envelope;
      expect(uploaded.status_code).toBe(200);
      const download = await payer.raw({ method: 'GET', url: '/api/order/ident_file_download', query: { order_id: order, file_id: uploaded.data.file_id } });
      expect(download.headers['content-type']).toBe('image/jpeg');
      expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(uploaded.data.sha256);
      expect((await sharp(download.rawPayload).metadata()).exif).toBeUndefined();
      const [row] = await s3app.database.db.select().from(documents).where(eq(documents.id, uploaded.data.file_id));
      expect(await storage.get(row!.storageKey)).not.toBeNull();
      expect((await payer.post('/api/order/ident_files_delete', { order_id: order, file_id: uploaded.data.file_id })).status_code).toBe(200);
      expect(await storage.get(row!.storageKey)).toBeNull();
    } finally {
      await s3app.close();
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
