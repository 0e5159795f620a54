/** Seeded help centre: categories and twenty short articles in three languages. */
import type { SeedArticle, SeedCategory } from './types';

export const HELP_CATEGORIES: readonly SeedCategory[] = [
  { key: 'getting_started', names: { en: 'Getting started', 'zh-CN': '新手入门', 'zh-TW': '新手入門' } },
  { key: 'payment', names: { en: 'Payment methods', 'zh-CN': '付款方式', 'zh-TW': '付款方式' } },
  { key: 'documents', names: { en: 'Documents and identity', 'zh-CN': '材料与身份认证', 'zh-TW': '資料與身分認證' } },
  { key: 'rates_fees', names: { en: 'Rates and fees', 'zh-CN': '汇率与费用', 'zh-TW': '匯率與費用' } },
  { key: 'refunds', names: { en: 'Arrival and refunds', 'zh-CN': '到账与退款', 'zh-TW': '到帳與退款' } },
];

type Pair = readonly [title: string, body: string];
const article = (slug: string, category: string, sort: number, en: Pair, cn: Pair, tw: Pair): SeedArticle & { sort: number } => ({
  slug,
  category,
  sort,
  date: '2026-01-05T02:00:00Z',
  texts: {
    en: { title: en[0], body: `<p>${en[1]}</p>` },
    'zh-CN': { title: cn[0], body: `<p>${cn[1]}</p>` },
    'zh-TW': { title: tw[0], body: `<p>${tw[1]}</p>` },
  },
});

export const HELP_ARTICLES: readonly (SeedArticle & { sort: number })[] = [
  article(
    'what-is-edupay', 'getting_started', 1,
    ['What is EduPay?', 'EduPay lets students and families pay tuition, rent, living costs, exam and application fees to schools and landlords abroad, at live bank rates, with no processing fee on bank transfers.'],
    ['EduPay 是什么？', 'EduPay 帮助学生和家庭向海外学校和房东缴纳学费、房租、生活费、考试费和申请费，按实时银行汇率结算，银行转账不收手续费。'],
    ['EduPay 是什麼？', 'EduPay 幫助學生和家庭向海外學校和房東繳納學費、房租、生活費、考試費和申請費，按即時銀行匯率結算，銀行轉帳不收手續費。'],
  ),
  article(
    'three-steps', 'getting_started', 2,
    ['How does a payment work?', 'Three steps: enter the personal information, upload proof of study, then make the payment. Your payment specialist checks the order before the money leaves.'],
    ['缴费流程是怎样的？', '三个步骤：填写个人信息、上传在读证明材料、完成付款。资金汇出前，缴费专员会核对订单。'],
    ['繳費流程是怎樣的？', '三個步驟：填寫個人資料、上傳在讀證明資料、完成付款。資金匯出前，繳費專員會核對訂單。'],
  ),
  article(
    'find-my-school', 'getting_started', 3,
    ['My school is not in the search', 'Search by the English name, the Chinese name or a common abbreviation such as UCL. If it still does not appear, use the "institution not listed" page and we will add the payee for you.'],
    ['搜索不到我的学校怎么办？', '可以按英文名、中文名或常用缩写（如 UCL）搜索。如果仍然找不到，请使用“未找到学校”页面提交，我们会为您添加收款方。'],
    ['搜尋不到我的學校怎麼辦？', '可以按英文名、中文名或常用縮寫（如 UCL）搜尋。如果仍然找不到，請使用「找不到學校」頁面提交，我們會為您新增收款方。'],
  ),
  article(
    'need-account', 'getting_started', 4,
    ['Do I need an account to pay?', 'You can browse and place some orders without an account. An account keeps your orders, documents and your payment specialist in one place, and is needed for the user centre.'],
    ['缴费必须注册账号吗？', '无需账号即可浏览并下部分订单。注册账号后，订单、材料和专属缴费专员都集中在一处，用户中心也需要登录。'],
    ['繳費必須註冊帳號嗎？', '無需帳號即可瀏覽並下部分訂單。註冊帳號後，訂單、資料和專屬繳費專員都集中在一處，使用者中心也需要登入。'],
  ),
  article(
    'payment-methods-overview', 'payment', 1,
    ['Which payment methods can I use?', 'Depending on your country: bank card, online banking transfer, QR code payment and messaging-app payment. The payment page lists each method with its rate, delivery time and any fee before you choose.'],
    ['可以使用哪些付款方式？', '视您所在国家而定：银行卡、网银转账、扫码支付和微信支付。付款页面会在您选择前列出每种方式的汇率、到账时间和费用。'],
    ['可以使用哪些付款方式？', '視您所在國家而定：銀行卡、網銀轉帳、掃碼支付和微信支付。付款頁面會在您選擇前列出每種方式的匯率、到帳時間和費用。'],
  ),
  article(
    'card-limits', 'payment', 2,
    ['Why was my card payment declined?', 'Banks set daily limits for online payments. Check that the mobile number is the one registered with the card, or split the payment into installments of at most 30,000 each.'],
    ['银行卡付款为什么被拒绝？', '银行对网上支付设有每日限额。请确认手机号是银行卡预留号码，或将付款拆分为每笔不超过 30,000 的分期。'],
    ['銀行卡付款為什麼被拒絕？', '銀行對網路支付設有每日限額。請確認手機號碼是銀行卡預留號碼，或將付款拆分為每筆不超過 30,000 的分期。'],
  ),
  article(
    'installments', 'payment', 3,
    ['Can I pay in installments?', 'Yes. Large amounts can be paid in several installments; each installment is a whole number and at most 30,000. The order shows the status of each installment.'],
    ['可以分期付款吗？', '可以。大额款项可分多笔支付，每笔为整数且不超过 30,000。订单会显示每一笔的状态。'],
    ['可以分期付款嗎？', '可以。大額款項可分多筆支付，每筆為整數且不超過 30,000。訂單會顯示每一筆的狀態。'],
  ),
  article(
    'third-party-payer', 'payment', 4,
    ['Can a friend pay for me?', 'No. The payer must be the student or a direct relative. Payments from non-relatives, company accounts or cash deposits are refused and returned to the original account.'],
    ['朋友可以替我付款吗？', '不可以。付款人必须是学生本人或直系亲属。非亲属、公司账户或现金存款的付款将被拒绝并原路退回。'],
    ['朋友可以替我付款嗎？', '不可以。付款人必須是學生本人或直系親屬。非親屬、公司帳戶或現金存款的付款將被拒絕並原路退回。'],
  ),
  article(
    'bank-hours', 'payment', 5,
    ['Why is payment unavailable in the evening?', 'Banks stop foreign-exchange trading outside 10:00 to 21:00 (Beijing time). Orders can be placed at any time; payment resumes when trading reopens.'],
    ['为什么晚上无法付款？', '银行在北京时间 10:00 至 21:00 以外暂停外汇交易。订单可以随时提交，交易时间恢复后即可付款。'],
    ['為什麼晚上無法付款？', '銀行在北京時間 10:00 至 21:00 以外暫停外匯交易。訂單可以隨時提交，交易時間恢復後即可付款。'],
  ),
  article(
    'which-documents', 'documents', 1,
    ['Which documents do I need?', 'Usually the university bill or offer letter and the payer\'s ID. A passport is needed for payments above 300,000 CNY, uploaded within 24 hours. Files are PDF, JPG or PNG under 2 MB.'],
    ['需要准备哪些材料？', '通常需要学校账单或录取通知书以及付款人身份证。付款金额超过 30 万元人民币时需在 24 小时内上传护照。文件格式为 PDF、JPG 或 PNG，每个小于 2MB。'],
    ['需要準備哪些資料？', '通常需要學校帳單或錄取通知書以及付款人身分證。付款金額超過 30 萬元人民幣時需在 24 小時內上傳護照。檔案格式為 PDF、JPG 或 PNG，每個小於 2MB。'],
  ),
  article(
    'hk-macau-taiwan-id', 'documents', 2,
    ['Can I use a Hong Kong, Macau or Taiwan ID?', 'Payments from mainland China need a mainland citizen ID. Hong Kong, Macau and Taiwan IDs are not accepted there; switch the payment region to pay from elsewhere.'],
    ['可以使用港澳台身份证吗？', '从中国大陆付款需要大陆居民身份证，不接受港澳台身份证；如需从其他地区付款，请切换付款地区。'],
    ['可以使用港澳台身分證嗎？', '從中國大陸付款需要大陸居民身分證，不接受港澳台身分證；如需從其他地區付款，請切換付款地區。'],
  ),
  article(
    'selfie-rules', 'documents', 3,
    ['What makes a good selfie with passport?', 'Face the camera, no hat, nothing covering the face, and hold the passport so its photo page is readable. It must be a new photo, not an ID photo.'],
    ['手持护照自拍有什么要求？', '正对镜头，不戴帽子，面部无遮挡，护照照片页清晰可读。必须是现场拍摄，不能使用证件照。'],
    ['手持護照自拍有什麼要求？', '正對鏡頭，不戴帽子，臉部無遮擋，護照照片頁清晰可讀。必須是現場拍攝，不能使用證件照。'],
  ),
  article(
    'upload-by-phone', 'documents', 4,
    ['Can I upload documents from my phone?', 'Yes. Choose the scan-to-upload tab and scan the QR code with the messaging app; photos taken on the phone appear in the order on the computer.'],
    ['可以用手机上传材料吗？', '可以。选择“扫码上传”，用微信扫描二维码，手机拍摄的照片会同步显示在电脑端的订单中。'],
    ['可以用手機上傳資料嗎？', '可以。選擇「掃碼上傳」，用微信掃描 QR 碼，手機拍攝的照片會同步顯示在電腦端的訂單中。'],
  ),
  article(
    'exchange-rate', 'rates_fees', 1,
    ['Which exchange rate do I get?', 'The live bank rate shown in your quote. The quote is valid for 30 minutes for most methods (6 hours for India); pay within that time and the rate is kept.'],
    ['按什么汇率结算？', '按报价中显示的实时银行汇率结算。大多数付款方式报价有效期为 30 分钟（印度为 6 小时），在有效期内付款即锁定该汇率。'],
    ['按什麼匯率結算？', '按報價中顯示的即時銀行匯率結算。大多數付款方式報價有效期為 30 分鐘（印度為 6 小時），在有效期內付款即鎖定該匯率。'],
  ),
  article(
    'fees', 'rates_fees', 2,
    ['Are there any fees?', 'A bank transfer carries no processing fee. The other methods carry a service fee, for example 0.2% for cards (minimum 80, at most 200 CNY); the payment page shows each method\'s fee and total before you choose, and the quote lists every fee before you pay.'],
    ['需要支付哪些费用？', '银行转账不收手续费。其他付款方式会产生服务费，例如银行卡 0.2%（最低 80 元，最高 200 元人民币）；付款页面会在您选择前列明每种方式的费用和总额，报价会在付款前列明每一项费用。'],
    ['需要支付哪些費用？', '銀行轉帳不收手續費。其他付款方式會產生服務費，例如銀行卡 0.2%（最低 80 元，最高 200 元人民幣）；付款頁面會在您選擇前列明每種方式的費用和總額，報價會在付款前列明每一項費用。'],
  ),
  article(
    'full-arrival', 'rates_fees', 3,
    ['What is the full-arrival service?', 'Intermediary banks may deduct a fee on the way, for example about 25 from a 10,000 transfer. With full arrival the school receives the whole billed amount; it is recommended for tuition.'],
    ['什么是全额到账服务？', '中间行可能在汇款途中扣费，例如 10,000 的汇款约扣 25。选择全额到账，学校将收到账单上的全部金额，学费缴纳推荐使用。'],
    ['什麼是全額到帳服務？', '中間行可能在匯款途中扣費，例如 10,000 的匯款約扣 25。選擇全額到帳，學校將收到帳單上的全部金額，學費繳納推薦使用。'],
  ),
  article(
    'price-change', 'rates_fees', 4,
    ['What if the price changes after I paid?', 'If you paid an expired quote and the price moved, choose a full refund, or top up the difference within the time your payment specialist gives you to continue.'],
    ['付款后价格变动怎么办？', '如果您按已过期的报价付款且价格发生变化，可以选择全额退款，或在缴费专员告知的时限内补足差额继续办理。'],
    ['付款後價格變動怎麼辦？', '如果您按已過期的報價付款且價格發生變化，可以選擇全額退款，或在繳費專員告知的時限內補足差額繼續辦理。'],
  ),
  article(
    'arrival-time', 'refunds', 1,
    ['How long does arrival take?', 'Usually 1 to 6 business days depending on the country and method. Orders paid before 13:00 on a working day are remitted the same day. Remittance applied is not yet arrival: follow the order\'s progress.'],
    ['多久可以到账？', '视国家和付款方式而定，通常为 1 至 6 个工作日。工作日 13:00 前付款的订单当天汇出。申请汇款成功并不等于已到账，请关注订单进度。'],
    ['多久可以到帳？', '視國家和付款方式而定，通常為 1 至 6 個工作日。工作日 13:00 前付款的訂單當天匯出。申請匯款成功並不等於已到帳，請關注訂單進度。'],
  ),
  article(
    'confirm-arrival', 'refunds', 2,
    ['How do I confirm that the school received the money?', 'When the school\'s system shows the payment, open the order in the user centre and confirm arrival. We ask before closing the order.'],
    ['如何确认学校已收到款项？', '当学校系统显示已收款后，在用户中心打开订单并确认到账。关闭订单前我们会再次向您确认。'],
    ['如何確認學校已收到款項？', '當學校系統顯示已收款後，在使用者中心開啟訂單並確認到帳。關閉訂單前我們會再次向您確認。'],
  ),
  article(
    'refund-times', 'refunds', 3,
    ['How long does a refund take?', 'Refunds by bank transfer take 5 to 7 working days, card refunds 7 to 10 days. A refund fee of 120 CNY applies to refunds after the money was remitted.'],
    ['退款需要多长时间？', '银行转账退款需 5 至 7 个工作日，银行卡退款需 7 至 10 天。资金汇出后申请的退款收取 120 元人民币退款费。'],
    ['退款需要多長時間？', '銀行轉帳退款需 5 至 7 個工作日，銀行卡退款需 7 至 10 天。資金匯出後申請的退款收取 120 元人民幣退款費。'],
  ),
];
