import type { LegalTexts } from './legalTexts';

/** /about_us?k=clause: EduPay's Terms of Service, agreed to on registration (spec 000 section 4). */
export const termsOfService: LegalTexts = {
  en: {
    title: 'Terms of Service',
    sections: [
      {
        id: 'who-we-are',
        heading: '1. Who we are',
        paragraphs: [
          'EduPay is a payment service for study-abroad fees. We collect tuition, accommodation, living-cost, exam and application fees from payers in China, India and other countries and pay them to schools, landlords and other payees abroad through licensed banks and payment partners.',
          'EduPay is not a bank and does not hold deposits. We do not act for the school or landlord: the fee itself, admission and any refund of it by the payee are governed by the payee’s own terms.',
        ],
      },
      {
        id: 'acceptance',
        heading: '2. Accepting these terms',
        paragraphs: [
          'You accept these terms when you register an account, and again each time you place an order. If you do not accept them, please do not use the service.',
          'Some payments also need a separate agreement (for example a remittance declaration or a payment-service agreement); it is shown before you sign it and applies to that payment together with these terms.',
        ],
      },
      {
        id: 'account',
        heading: '3. Your account',
        paragraphs: [
          'Keep your password and verification codes to yourself. Everything done with your account is treated as done by you until you tell us it has been misused.',
          'Tell the service desk at once if you think someone else has used your account.',
        ],
      },
      {
        id: 'payer-duties',
        heading: '4. Your duties as payer',
        paragraphs: [
          'Give true, complete and current information about yourself, the student and the payee, and correct it when it changes.',
          'Pay only with funds that are lawfully yours, from an account in your own name, for the purpose you declare. The payer must be the student or a direct relative of the student. Payments from company accounts, cash deposits or people who are not family are refused and returned.',
          'Do not use EduPay for any purpose other than the study-abroad payment you declared.',
        ],
      },
      {
        id: 'quotes',
        heading: '5. Amounts, fees and exchange rates',
        paragraphs: [
          'Before you pay, the order shows the amount the payee receives, the amount you pay in your currency, the exchange rate, our fees and any taxes collected by law (such as TCS in India).',
          'The quote calculated by our server and shown on your order is binding. Figures shown elsewhere, such as estimates or examples, are for information only.',
          'A quote is valid for the time shown with it. If you pay after it has expired and the price has changed, you choose between a full refund or topping up the difference within the time we give you; otherwise the payment is refunded.',
        ],
      },
      {
        id: 'payment-delivery',
        heading: '6. Making the payment',
        paragraphs: [
          'We send the payment once your funds have arrived and the checks in section 7 are complete. The delivery time shown on the payment page is an estimate in business days; banks between us and the payee can take longer.',
          'We are responsible for sending the payment as you instructed. We are not responsible for delays or losses caused by wrong details you gave us or by the payee’s handling of the funds.',
        ],
      },
      {
        id: 'identity-checks',
        heading: '7. Identity checks and documents',
        paragraphs: [
          'The law requires us and our partners to know our customers and to prevent money laundering (KYC and AML checks). We may ask for identity documents, proof of your relationship to the student, an admission letter or invoice, and proof of the source of funds.',
          'We may hold, refuse or return a payment while documents are missing or if the checks are not passed, and we report to the authorities where the law requires it.',
        ],
      },
      {
        id: 'refunds',
        heading: '8. Refunds and failed payments',
        paragraphs: [
          'A payment that we refuse or that cannot be sent is returned to the account it came from. Orders that are not approved are refunded in full.',
          'Refunds are requested from the bank or payment provider that took the payment; bank transfers usually take 5–7 working days and cards 7–10 days, but we cannot promise the provider’s timing. Any refund fee is shown before you pay.',
          'If the funds have already been sent and the payee returns them, we refund what we receive, converted at the rate of your payment.',
        ],
      },
      {
        id: 'changes',
        heading: '9. Changes to these terms',
        paragraphs: [
          'We may change these terms; the date at the top of this page shows the latest version. We tell registered users about important changes before they apply. An order follows the terms in force when it was placed.',
        ],
      },
      {
        id: 'contact',
        heading: '10. Contact',
        paragraphs: [
          'Questions about these terms or an order go to your payment specialist, shown in your user centre, or to the service desk (9:00–17:00 Beijing time on working days).',
        ],
      },
    ],
  },
  'zh-CN': {
    title: '服务条款',
    sections: [
      {
        id: 'who-we-are',
        heading: '1. 关于我们',
        paragraphs: [
          'EduPay 是一项留学费用支付服务。我们向中国、印度及其他国家的付款人收取学费、住宿费、生活费、考试费和申请费，并通过持牌银行和支付合作机构支付给海外的学校、房东及其他收款方。',
          'EduPay 不是银行，不吸收存款。我们不代表学校或房东：费用本身、录取以及收款方的退费，均适用收款方自己的条款。',
        ],
      },
      {
        id: 'acceptance',
        heading: '2. 接受本条款',
        paragraphs: [
          '您在注册账户时即接受本条款，此后每次下单时再次接受。如不接受，请不要使用本服务。',
          '部分付款还需要另行签署协议（例如汇款声明或支付服务协议）；该协议在签署前展示给您，并与本条款一同适用于该笔付款。',
        ],
      },
      {
        id: 'account',
        heading: '3. 您的账户',
        paragraphs: [
          '请妥善保管密码和验证码。在您告知我们账户被盗用之前，通过您账户进行的一切操作均视为您本人所为。',
          '如果您认为他人使用过您的账户，请立即联系客服中心。',
        ],
      },
      {
        id: 'payer-duties',
        heading: '4. 付款人的义务',
        paragraphs: [
          '如实、完整地提供您本人、学生及收款方的最新信息，信息变更时请及时更正。',
          '只能使用您合法拥有的资金，从您本人名下的账户，按您申报的用途付款。付款人须为学生本人或其直系亲属。来自公司账户、现金存款或非亲属的付款将被拒绝并退回。',
          '请勿将 EduPay 用于您所申报的留学付款以外的任何用途。',
        ],
      },
      {
        id: 'quotes',
        heading: '5. 金额、费用与汇率',
        paragraphs: [
          '付款前，订单会列明收款方收到的金额、您需支付的本币金额、汇率、我们的服务费以及依法代收的税费（如印度的 TCS）。',
          '以我们服务器计算并显示在订单上的报价为准。其他地方显示的数字（如估算或示例）仅供参考。',
          '报价在其标明的时间内有效。如您在报价过期后付款且价格已变动，您可以选择全额退款，或在我们给出的时限内补足差额；否则该笔付款将被退回。',
        ],
      },
      {
        id: 'payment-delivery',
        heading: '6. 汇出付款',
        paragraphs: [
          '您的款项到账且第 7 条所述审核完成后，我们即汇出付款。付款页面显示的到账时间是以工作日计的预估；我们与收款方之间的银行可能需要更长时间。',
          '我们负责按您的指示汇出付款。因您提供的信息有误或收款方对款项的处理而造成的延误或损失，我们不承担责任。',
        ],
      },
      {
        id: 'identity-checks',
        heading: '7. 身份审核与材料',
        paragraphs: [
          '法律要求我们及合作机构了解客户并防范洗钱（KYC 与反洗钱审核）。我们可能要求您提供身份证件、与学生关系的证明、录取通知书或账单，以及资金来源证明。',
          '在材料不全或审核未通过时，我们可以暂缓、拒绝或退回付款，并在法律要求时向主管机关报告。',
        ],
      },
      {
        id: 'refunds',
        heading: '8. 退款与付款失败',
        paragraphs: [
          '被我们拒绝或无法汇出的付款，将退回原付款账户。未获批准的订单全额退款。',
          '退款需向收取该笔款项的银行或支付机构申请；银行转账通常需 5–7 个工作日，银行卡需 7–10 天，但我们无法保证支付机构的处理时间。如有退款手续费，会在付款前列明。',
          '如款项已汇出而收款方退回，我们按您付款时的汇率折算，退还实际收到的金额。',
        ],
      },
      {
        id: 'changes',
        heading: '9. 条款变更',
        paragraphs: [
          '我们可能修改本条款，本页顶部的日期即为最新版本的日期。重要变更会在生效前通知注册用户。订单适用下单时有效的条款。',
        ],
      },
      {
        id: 'contact',
        heading: '10. 联系我们',
        paragraphs: [
          '关于本条款或订单的问题，请联系您的专属缴费专员（显示在个人中心），或联系客服中心（工作日北京时间 9:00–17:00）。',
        ],
      },
    ],
  },
  'zh-TW': {
    title: '服務條款',
    sections: [
      {
        id: 'who-we-are',
        heading: '1. 關於我們',
        paragraphs: [
          'EduPay 是一項留學費用支付服務。我們向中國、印度及其他國家的付款人收取學費、住宿費、生活費、考試費與申請費，並透過持牌銀行與支付合作機構支付給海外的學校、房東及其他收款方。',
          'EduPay 不是銀行，不吸收存款。我們不代表學校或房東：費用本身、錄取以及收款方的退費，均適用收款方自己的條款。',
        ],
      },
      {
        id: 'acceptance',
        heading: '2. 接受本條款',
        paragraphs: [
          '您在註冊帳戶時即接受本條款，此後每次下單時再次接受。如不接受，請不要使用本服務。',
          '部分付款另需簽署協議（例如匯款聲明或支付服務協議）；該協議在簽署前向您展示，並與本條款一同適用於該筆付款。',
        ],
      },
      {
        id: 'account',
        heading: '3. 您的帳戶',
        paragraphs: [
          '請妥善保管密碼與驗證碼。在您告知我們帳戶遭盜用之前，透過您帳戶進行的一切操作均視為您本人所為。',
          '如果您認為他人曾使用您的帳戶，請立即聯絡客服中心。',
        ],
      },
      {
        id: 'payer-duties',
        heading: '4. 付款人的義務',
        paragraphs: [
          '如實、完整地提供您本人、學生及收款方的最新資料，資料變更時請及時更正。',
          '只能使用您合法擁有的資金，從您本人名下的帳戶，依您申報的用途付款。付款人須為學生本人或其直系親屬。來自公司帳戶、現金存款或非親屬的付款將被拒絕並退回。',
          '請勿將 EduPay 用於您所申報的留學付款以外的任何用途。',
        ],
      },
      {
        id: 'quotes',
        heading: '5. 金額、費用與匯率',
        paragraphs: [
          '付款前，訂單會列明收款方收到的金額、您需支付的本幣金額、匯率、我們的服務費以及依法代收的稅費（如印度的 TCS）。',
          '以我們伺服器計算並顯示在訂單上的報價為準。其他地方顯示的數字（如估算或範例）僅供參考。',
          '報價在其標明的時間內有效。如您在報價過期後付款且價格已變動，您可以選擇全額退款，或在我們給出的時限內補足差額；否則該筆付款將被退回。',
        ],
      },
      {
        id: 'payment-delivery',
        heading: '6. 匯出付款',
        paragraphs: [
          '您的款項到帳且第 7 條所述審核完成後，我們即匯出付款。付款頁面顯示的到帳時間是以工作日計的預估；我們與收款方之間的銀行可能需要更長時間。',
          '我們負責依您的指示匯出付款。因您提供的資料有誤或收款方對款項的處理而造成的延誤或損失，我們不承擔責任。',
        ],
      },
      {
        id: 'identity-checks',
        heading: '7. 身分審核與資料',
        paragraphs: [
          '法律要求我們及合作機構認識客戶並防制洗錢（KYC 與洗錢防制審核）。我們可能要求您提供身分證件、與學生關係的證明、錄取通知書或帳單，以及資金來源證明。',
          '在資料不全或審核未通過時，我們可以暫緩、拒絕或退回付款，並在法律要求時向主管機關申報。',
        ],
      },
      {
        id: 'refunds',
        heading: '8. 退款與付款失敗',
        paragraphs: [
          '遭我們拒絕或無法匯出的付款，將退回原付款帳戶。未獲核准的訂單全額退款。',
          '退款需向收取該筆款項的銀行或支付機構申請；銀行轉帳通常需 5–7 個工作日，信用卡需 7–10 天，但我們無法保證支付機構的處理時間。如有退款手續費，會在付款前列明。',
          '如款項已匯出而收款方退回，我們依您付款時的匯率換算，退還實際收到的金額。',
        ],
      },
      {
        id: 'changes',
        heading: '9. 條款變更',
        paragraphs: [
          '我們可能修改本條款，本頁頂端的日期即為最新版本的日期。重要變更會在生效前通知註冊用戶。訂單適用下單時有效的條款。',
        ],
      },
      {
        id: 'contact',
        heading: '10. 聯絡我們',
        paragraphs: [
          '關於本條款或訂單的問題，請聯絡您的專屬繳費專員（顯示於個人中心），或聯絡客服中心（工作日北京時間 9:00–17:00）。',
        ],
      },
    ],
  },
};
