// Writes the India payment guide (spec 000 section 2, "Payment guide dialog") as three PDFs, one
// per part, plus the complete guide that the dialog's download button saves under a fixed name.
// Run after editing the text below: `node packages/app/scripts/make-payment-guides.mjs`.
// The output is committed (public/guides/); dates and ids are fixed so a rerun changes no bytes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

const out = join(dirname(fileURLToPath(import.meta.url)), '../public/guides');
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');
const PRIMARY = rgb(0.12, 0.37, 0.84);
const TEXT = rgb(0.11, 0.14, 0.2);
const MUTED = rgb(0.34, 0.38, 0.46);

/** The guide's three parts: a title and steps, each step a heading and its explanation. */
export const PARTS = [
  {
    file: 'india-payment-guide-1-create-order.pdf',
    title: 'Part 1 - Create your payment order',
    intro: 'Pay tuition and other study-abroad fees from India in Indian rupees. EduPay sends the money to your school in its currency.',
    steps: [
      ['Find your school', 'Open "Pay fees", type the name of your university or payee and choose it from the list. If it is not listed, contact support with its full name and country.'],
      ['Enter the fee', 'Choose the fee type (tuition, accommodation, living costs or exam fee) and enter the amount in the currency on your invoice.'],
      ['Payer and student details', 'Enter the payer as on the bank account (name, PAN, address) and the student as on the passport. The student ID is on your offer letter or invoice.'],
      ['Check the quote', 'The quote shows the rupee amount, the exchange rate and the fees, including TCS where it applies. It is valid for the time shown on the page.'],
    ],
  },
  {
    file: 'india-payment-guide-2-documents.pdf',
    title: 'Part 2 - Documents and declarations',
    intro: 'Indian rules for education remittances under the Liberalised Remittance Scheme (LRS) ask for a few documents.',
    steps: [
      ['Upload your documents', 'Upload the PAN card of the payer, the passport of the student, and the offer letter or invoice from the school. Photos are fine if every corner is visible.'],
      ['Sign the A2 form', 'Open the A2 form link on your order, check the pre-filled details and sign in the box. The form is the remittance declaration your bank files.'],
      ['Sign the student declaration', 'Confirm that the payer is over 18, or a parent or guardian paying for the student, and that the money is for education.'],
      ['Annual limit', 'The LRS limit is USD 250,000 per person per financial year, across all banks and providers.'],
    ],
  },
  {
    file: 'india-payment-guide-3-pay-and-track.pdf',
    title: 'Part 3 - Pay and track',
    intro: 'Pay from an Indian bank account in the payer\'s name. Payments from third-party accounts are returned.',
    steps: [
      ['Pay by bank transfer', 'Use the account details on your order page (NEFT, RTGS or IMPS) and put the order number in the remarks, exactly as shown.'],
      ['Or pay by net banking', 'Choose net banking on the order page and approve the payment in your bank\'s window.'],
      ['Track your order', 'Your order page shows each stage: received, verified, sent, and credited to the school. We e-mail you at each stage.'],
      ['Receipt', 'When the school has the money, download the receipt from your user centre. Keep it with the A2 form for your records.'],
    ],
  },
];

function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function stamp(doc, title) {
  doc.setTitle(title);
  doc.setAuthor('EduPay');
  doc.setSubject('How to pay study-abroad fees from India with EduPay');
  doc.setCreator('EduPay');
  doc.setProducer('pdf-lib');
  doc.setLanguage('en-IN');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
}

async function partPdf(part, index) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  stamp(doc, `EduPay India payment guide - ${part.title}`);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595.28, 841.89]); // A4
  const margin = 56;
  const width = page.getWidth() - margin * 2;
  let y = page.getHeight() - margin;

  page.drawRectangle({ x: 0, y: page.getHeight() - 12, width: page.getWidth(), height: 12, color: PRIMARY });
  page.drawText('EduPay  |  India payment guide', { x: margin, y: (y -= 8), size: 10, font: bold, color: PRIMARY });
  page.drawText(part.title, { x: margin, y: (y -= 34), size: 20, font: bold, color: TEXT });
  y -= 12;
  for (const line of wrap(part.intro, regular, 11, width)) page.drawText(line, { x: margin, y: (y -= 16), size: 11, font: regular, color: MUTED });
  y -= 16;
  part.steps.forEach(([heading, body], i) => {
    y -= 22;
    page.drawCircle({ x: margin + 9, y: y + 4, size: 10, color: PRIMARY });
    page.drawText(String(i + 1), { x: margin + 6, y, size: 11, font: bold, color: rgb(1, 1, 1) });
    page.drawText(heading, { x: margin + 28, y, size: 13, font: bold, color: TEXT });
    y -= 4;
    for (const line of wrap(body, regular, 11, width - 28)) page.drawText(line, { x: margin + 28, y: (y -= 16), size: 11, font: regular, color: TEXT });
  });
  page.drawText(`Page ${index + 1} of ${PARTS.length}  -  Support: Monday to Friday, 9:00-17:00 (UTC+8)`, { x: margin, y: margin - 20, size: 9, font: regular, color: MUTED });
  return doc;
}

mkdirSync(out, { recursive: true });
const complete = await PDFDocument.create({ updateMetadata: false });
stamp(complete, 'EduPay India payment guide');
for (const [index, part] of PARTS.entries()) {
  const doc = await partPdf(part, index);
  const bytes = await doc.save({ useObjectStreams: false });
  writeFileSync(join(out, part.file), bytes);
  const [page] = await complete.copyPages(doc, [0]);
  complete.addPage(page);
}
writeFileSync(join(out, 'india-payment-guide.pdf'), await complete.save({ useObjectStreams: false }));
console.log(`wrote ${PARTS.length + 1} PDFs to ${out}`);
