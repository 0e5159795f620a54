/** Seeded news and resources: two items of each filter type, written for EduPay in three languages. */
import type { SeedArticle, SeedCategory } from './types';

export const NEWS_CATEGORIES: readonly SeedCategory[] = [
  { key: 'articles', names: { en: 'Articles', 'zh-CN': '文章', 'zh-TW': '文章' } },
  { key: 'corporate_news', names: { en: 'Corporate News', 'zh-CN': '公司新闻', 'zh-TW': '公司新聞' } },
  { key: 'esg', names: { en: 'ESG', 'zh-CN': 'ESG', 'zh-TW': 'ESG' } },
  { key: 'events', names: { en: 'Events', 'zh-CN': '活动', 'zh-TW': '活動' } },
  { key: 'videos', names: { en: 'Videos', 'zh-CN': '视频', 'zh-TW': '影片' } },
  { key: 'webinars', names: { en: 'Webinars', 'zh-CN': '在线讲座', 'zh-TW': '線上講座' } },
];

export const NEWS: readonly SeedArticle[] = [
  {
    slug: 'tuition-payment-checklist',
    category: 'articles',
    date: '2026-02-20T02:00:00Z',
    texts: {
      en: {
        title: 'A five-point checklist before you pay tuition abroad',
        summary: 'What to have ready before paying a university overseas: the bill, the student ID, the payer and the deadline.',
        body: '<p>Most delayed tuition payments have one of five causes. Before you start, check that you have:</p><ol><li>the latest invoice or offer letter from the university, with the amount due;</li><li>the student ID or application number exactly as the university writes it;</li><li>a payer who is the student or a direct relative;</li><li>the mobile number registered with the paying bank card;</li><li>the university\'s deadline, leaving at least three working days for arrival.</li></ol><p>With these ready, an order on EduPay takes 3 to 5 minutes, and your payment specialist checks it before any money moves.</p>',
      },
      'zh-CN': {
        title: '海外缴学费前的五项检查清单',
        summary: '向海外大学付款前需要准备什么：账单、学号、付款人和截止日期。',
        body: '<p>学费延误大多出于以下五个原因。开始之前，请确认您已准备好：</p><ol><li>学校最新的账单或录取通知书，并写明应付金额；</li><li>与学校记录完全一致的学号或申请号；</li><li>付款人为学生本人或直系亲属；</li><li>付款银行卡预留的手机号码；</li><li>学校的缴费截止日期，并预留至少三个工作日的到账时间。</li></ol><p>准备齐全后，在 EduPay 下单只需 3 到 5 分钟，您的缴费专员会在资金划转前为您核对订单。</p>',
      },
      'zh-TW': {
        title: '海外繳學費前的五項檢查清單',
        summary: '向海外大學付款前需要準備什麼：帳單、學號、付款人和截止日期。',
        body: '<p>學費延誤大多出於以下五個原因。開始之前，請確認您已準備好：</p><ol><li>學校最新的帳單或錄取通知書，並寫明應付金額；</li><li>與學校記錄完全一致的學號或申請號；</li><li>付款人為學生本人或直系親屬；</li><li>付款銀行卡預留的手機號碼；</li><li>學校的繳費截止日期，並預留至少三個工作日的到帳時間。</li></ol><p>準備齊全後，在 EduPay 下單只需 3 到 5 分鐘，您的繳費專員會在資金劃轉前為您核對訂單。</p>',
      },
    },
  },
  {
    slug: 'exchange-rate-lock-explained',
    category: 'articles',
    date: '2026-01-28T02:00:00Z',
    texts: {
      en: {
        title: 'How live bank rates and rate lock-in protect your tuition budget',
        summary: 'Why the rate you see is the rate you pay, and what happens if the market moves before you pay.',
        body: '<p>EduPay quotes live bank exchange rates, and every quote shows its rate, each fee line and when it expires. Pay before the quote expires and that rate is the one applied: nothing is recomputed afterwards.</p><p>If the price changes after you paid an old quote, you choose: a full refund, or topping up the difference to continue. Our rate monitoring tells your payment specialist when a better moment to lock in may be near.</p>',
      },
      'zh-CN': {
        title: '实时银行汇率与汇率锁定如何守护您的学费预算',
        summary: '为什么您看到的汇率就是您支付的汇率，以及付款前行情变动时会发生什么。',
        body: '<p>EduPay 按实时银行汇率报价，每份报价都列明汇率、每一项费用以及有效期。在报价有效期内付款，即按该汇率执行，付款后不会重新计算。</p><p>如果您按旧报价付款后价格发生变化，您可以选择全额退款，或补足差额继续办理。我们的汇率监控会在合适的锁汇时机临近时提醒您的缴费专员。</p>',
      },
      'zh-TW': {
        title: '即時銀行匯率與匯率鎖定如何守護您的學費預算',
        summary: '為什麼您看到的匯率就是您支付的匯率，以及付款前行情變動時會發生什麼。',
        body: '<p>EduPay 按即時銀行匯率報價，每份報價都列明匯率、每一項費用以及有效期。在報價有效期內付款，即按該匯率執行，付款後不會重新計算。</p><p>如果您按舊報價付款後價格發生變化，您可以選擇全額退款，或補足差額繼續辦理。我們的匯率監控會在合適的鎖匯時機臨近時提醒您的繳費專員。</p>',
      },
    },
  },
  {
    slug: 'families-milestone-250000',
    category: 'corporate_news',
    date: '2026-02-10T02:00:00Z',
    texts: {
      en: {
        title: 'More than 250,000 families have now paid study-abroad fees with EduPay',
        summary: 'Since 2013, EduPay has served more than 250,000 families, and over 76% of payers come back for their next payment.',
        body: '<p>EduPay has now helped more than 250,000 families pay tuition, rent and living costs abroad. More than 76% of our payers return for their next payment, which we read as the clearest measure of trust.</p><p>We thank the more than 1,000 partner institutions and the payment specialists who answer families one-on-one in their own time zone.</p>',
      },
      'zh-CN': {
        title: '已有超过 25 万个家庭通过 EduPay 缴纳留学费用',
        summary: '自 2013 年以来，EduPay 已服务超过 25 万个家庭，超过 76% 的付款人再次选择我们。',
        body: '<p>EduPay 已帮助超过 25 万个家庭缴纳海外学费、房租和生活费。超过 76% 的付款人在下一次缴费时再次选择我们，这是我们最看重的信任指标。</p><p>感谢超过 1,000 家合作机构，也感谢在家长所在时区一对一解答问题的缴费专员们。</p>',
      },
      'zh-TW': {
        title: '已有超過 25 萬個家庭透過 EduPay 繳納留學費用',
        summary: '自 2013 年以來，EduPay 已服務超過 25 萬個家庭，超過 76% 的付款人再次選擇我們。',
        body: '<p>EduPay 已幫助超過 25 萬個家庭繳納海外學費、房租和生活費。超過 76% 的付款人在下一次繳費時再次選擇我們，這是我們最看重的信任指標。</p><p>感謝超過 1,000 家合作機構，也感謝在家長所在時區一對一解答問題的繳費專員們。</p>',
      },
    },
  },
  {
    slug: 'india-payment-guide-launch',
    category: 'corporate_news',
    date: '2025-12-15T02:00:00Z',
    texts: {
      en: {
        title: 'EduPay opens its India payment flow with a step-by-step guide',
        summary: 'Families in India can now pay overseas tuition with PAN, A2 form and student declaration handled online.',
        body: '<p>Payers in India can now place tuition orders on EduPay with the documents Indian rules require: PAN, the A2 remittance declaration and the student declaration, all signed online.</p><p>The new payment guide in the header walks through each step, including TCS: 5% above INR 7 lakh in a financial year, and 0.5% when the payment is funded by an education loan.</p>',
      },
      'zh-CN': {
        title: 'EduPay 开通印度缴费流程并发布分步指南',
        summary: '印度家庭现在可以在线完成 PAN、A2 表格和学生声明，缴纳海外学费。',
        body: '<p>印度的付款人现在可以在 EduPay 下学费订单，并在线签署印度法规要求的文件：PAN、A2 汇款申报表和学生声明。</p><p>页头新增的缴费指南逐步说明每个环节，包括 TCS：一个财年内超过 70 万卢比的部分按 5% 征收，教育贷款资金按 0.5% 征收。</p>',
      },
      'zh-TW': {
        title: 'EduPay 開通印度繳費流程並發布分步指南',
        summary: '印度家庭現在可以線上完成 PAN、A2 表格和學生聲明，繳納海外學費。',
        body: '<p>印度的付款人現在可以在 EduPay 下學費訂單，並線上簽署印度法規要求的文件：PAN、A2 匯款申報表和學生聲明。</p><p>頁首新增的繳費指南逐步說明每個環節，包括 TCS：一個財年內超過 70 萬盧比的部分按 5% 徵收，教育貸款資金按 0.5% 徵收。</p>',
      },
    },
  },
  {
    slug: 'paperless-payments-2025',
    category: 'esg',
    date: '2026-01-12T02:00:00Z',
    texts: {
      en: {
        title: 'Paperless by default: how online signing cut our printing',
        summary: 'A2 forms, declarations and payment proofs are now signed and uploaded online instead of printed and couriered.',
        body: '<p>Every declaration a payer signs on EduPay is signed on screen, and every proof is uploaded rather than printed and sent by courier. Payers save a trip to the bank branch, and we avoid paper and delivery emissions.</p><p>We publish this figure each year in our sustainability notes and keep transaction records for at least three years, as the law requires, in encrypted storage rather than filing cabinets.</p>',
      },
      'zh-CN': {
        title: '默认无纸化：在线签署如何减少我们的纸张使用',
        summary: 'A2 表格、声明和付款凭证现在都在线签署和上传，无需打印和快递。',
        body: '<p>付款人在 EduPay 签署的每份声明都在屏幕上完成，每份凭证都在线上传，不再打印和快递。付款人省去跑银行网点的时间，我们也减少了纸张和运输带来的排放。</p><p>我们每年在可持续发展说明中公布相关数据，并按法律要求将交易记录保存至少三年，存放在加密存储中而非文件柜里。</p>',
      },
      'zh-TW': {
        title: '預設無紙化：線上簽署如何減少我們的紙張使用',
        summary: 'A2 表格、聲明和付款憑證現在都線上簽署和上傳，無需列印和快遞。',
        body: '<p>付款人在 EduPay 簽署的每份聲明都在螢幕上完成，每份憑證都線上上傳，不再列印和快遞。付款人省去跑銀行分行的時間，我們也減少了紙張和運輸帶來的排放。</p><p>我們每年在永續發展說明中公布相關數據，並依法律要求將交易紀錄保存至少三年，存放在加密儲存中而非文件櫃裡。</p>',
      },
    },
  },
  {
    slug: 'fair-fees-for-families',
    category: 'esg',
    date: '2025-11-20T02:00:00Z',
    texts: {
      en: {
        title: 'Fair and clear fees: our commitment to families',
        summary: 'Zero processing fee on bank transfers, every other cost shown before you pay, and refunds explained in plain words.',
        body: '<p>Study abroad is one of the largest expenses a family makes. A bank transfer carries no processing fee, and any cost that applies to another payment method, such as a card service fee, is shown beside the method before you choose it and in the quote before you pay.</p><p>When a payment cannot go ahead, for example because the payer is not a relative of the student, the money is returned to the original account and we tell you when to expect it.</p>',
      },
      'zh-CN': {
        title: '公平透明的费用：我们对家庭的承诺',
        summary: '银行转账零手续费，其他费用在付款前全部列明，退款规则清楚说明。',
        body: '<p>留学是一个家庭最大的支出之一。银行转账不收手续费，其他付款方式产生的费用（例如银行卡服务费）会在您选择前列在该方式旁，并在付款前的报价中列明。</p><p>如果付款无法继续，例如付款人并非学生的亲属，款项将原路退回，我们会告诉您预计到账时间。</p>',
      },
      'zh-TW': {
        title: '公平透明的費用：我們對家庭的承諾',
        summary: '銀行轉帳零手續費，其他費用在付款前全部列明，退款規則清楚說明。',
        body: '<p>留學是一個家庭最大的支出之一。銀行轉帳不收手續費，其他付款方式產生的費用（例如銀行卡服務費）會在您選擇前列在該方式旁，並在付款前的報價中列明。</p><p>如果付款無法繼續，例如付款人並非學生的親屬，款項將原路退回，我們會告訴您預計到帳時間。</p>',
      },
    },
  },
  {
    slug: 'pre-departure-fair-shanghai',
    category: 'events',
    date: '2026-02-25T02:00:00Z',
    texts: {
      en: {
        title: 'Meet our payment specialists at the Shanghai pre-departure fair',
        summary: 'Bring your offer letter: specialists will walk families through the first tuition payment on the spot.',
        body: '<p>EduPay will be at the spring pre-departure fair in Shanghai. Payment specialists will answer questions about deposits, tuition deadlines and which documents each university asks for.</p><p>Families who bring an offer letter can prepare their first order with a specialist at the stand.</p>',
      },
      'zh-CN': {
        title: '上海行前说明会：与缴费专员面对面',
        summary: '带上录取通知书，缴费专员将现场指导家庭完成第一笔学费缴纳。',
        body: '<p>EduPay 将参加上海春季留学行前说明会。缴费专员将现场解答押金、学费截止日期以及各校所需材料等问题。</p><p>携带录取通知书的家庭，可以在展位上与专员一起准备第一笔缴费订单。</p>',
      },
      'zh-TW': {
        title: '上海行前說明會：與繳費專員面對面',
        summary: '帶上錄取通知書，繳費專員將現場指導家庭完成第一筆學費繳納。',
        body: '<p>EduPay 將參加上海春季留學行前說明會。繳費專員將現場解答押金、學費截止日期以及各校所需資料等問題。</p><p>攜帶錄取通知書的家庭，可以在攤位上與專員一起準備第一筆繳費訂單。</p>',
      },
    },
  },
  {
    slug: 'university-finance-roundtable',
    category: 'events',
    date: '2025-10-30T02:00:00Z',
    texts: {
      en: {
        title: 'Roundtable with university finance teams on international payments',
        summary: 'Finance officers from partner institutions discussed reconciliation, references and faster arrival.',
        body: '<p>We hosted finance officers from partner universities to discuss what slows international tuition down: missing payment references, partial amounts and intermediary bank deductions.</p><p>Full-arrival service, where the institution receives the whole amount billed, was the most requested change, and it is now recommended for every tuition order.</p>',
      },
      'zh-CN': {
        title: '与高校财务团队共话国际缴费',
        summary: '合作院校的财务负责人讨论了对账、付款附言和更快到账。',
        body: '<p>我们邀请合作高校的财务负责人，讨论哪些因素会拖慢国际学费到账：缺失的付款附言、金额不足以及中间行扣费。</p><p>全额到账服务（院校收到账单上的全部金额）是呼声最高的改进，现已推荐用于每一笔学费订单。</p>',
      },
      'zh-TW': {
        title: '與高校財務團隊共話國際繳費',
        summary: '合作院校的財務負責人討論了對帳、付款附言和更快到帳。',
        body: '<p>我們邀請合作高校的財務負責人，討論哪些因素會拖慢國際學費到帳：缺失的付款附言、金額不足以及中間行扣費。</p><p>全額到帳服務（院校收到帳單上的全部金額）是呼聲最高的改進，現已推薦用於每一筆學費訂單。</p>',
      },
    },
  },
  {
    slug: 'video-first-payment-walkthrough',
    category: 'videos',
    date: '2026-02-05T02:00:00Z',
    source: { name: 'EduPay on YouTube', url: 'https://www.youtube.com/@edupay' },
    texts: {
      en: {
        title: 'Video: your first tuition payment, start to finish',
        summary: 'Four minutes from finding the university to seeing the payment on its way.',
        body: '<p>This short video follows a parent paying a first-year tuition bill: searching the university, entering the student\'s details, uploading the offer letter and choosing a payment method.</p><p>It also shows where to see the order\'s progress afterwards: remittance, then arrival, then the student system updated.</p>',
      },
      'zh-CN': {
        title: '视频：第一笔学费从开始到完成',
        summary: '四分钟看完从搜索学校到款项汇出的全过程。',
        body: '<p>这段短视频记录了一位家长缴纳大一学费的过程：搜索学校、填写学生信息、上传录取通知书并选择付款方式。</p><p>视频还展示了之后在哪里查看订单进度：汇出、到账、学校系统更新。</p>',
      },
      'zh-TW': {
        title: '影片：第一筆學費從開始到完成',
        summary: '四分鐘看完從搜尋學校到款項匯出的全過程。',
        body: '<p>這段短片記錄了一位家長繳納大一學費的過程：搜尋學校、填寫學生資料、上傳錄取通知書並選擇付款方式。</p><p>影片還展示了之後在哪裡查看訂單進度：匯出、到帳、學校系統更新。</p>',
      },
    },
  },
  {
    slug: 'video-rent-payment',
    category: 'videos',
    date: '2025-12-02T02:00:00Z',
    source: { name: 'EduPay on YouTube', url: 'https://www.youtube.com/@edupay' },
    texts: {
      en: {
        title: 'Video: paying student rent with a tenancy contract',
        summary: 'What the rent form asks for and why the contract period may not exceed one year.',
        body: '<p>Rent orders need the tenancy contract: the full address, the room number, the start and end dates and the payment cycle. This video shows each field and the one rule that surprises people: one order covers at most one year of contract.</p>',
      },
      'zh-CN': {
        title: '视频：凭租房合同缴纳学生房租',
        summary: '房租表单需要填写什么，以及为什么合同期不能超过一年。',
        body: '<p>房租订单需要租房合同：完整地址、房间号、起止日期和付款周期。本视频逐一讲解每个字段，以及最容易被忽略的规则：一笔订单最多覆盖一年的合同期。</p>',
      },
      'zh-TW': {
        title: '影片：憑租屋合約繳納學生房租',
        summary: '房租表單需要填寫什麼，以及為什麼合約期不能超過一年。',
        body: '<p>房租訂單需要租屋合約：完整地址、房號、起訖日期和付款週期。本影片逐一講解每個欄位，以及最容易被忽略的規則：一筆訂單最多涵蓋一年的合約期。</p>',
      },
    },
  },
  {
    slug: 'webinar-uk-tuition-deadlines',
    category: 'webinars',
    date: '2026-02-15T02:00:00Z',
    texts: {
      en: {
        title: 'Webinar: UK tuition deadlines and deposits for September entry',
        summary: 'When UK universities expect deposits and first instalments, and how long a payment takes to arrive.',
        body: '<p>Our specialists explain the usual UK timetable: the deposit that secures a place, the CAS that follows, and the first tuition instalment at enrolment.</p><p>Delivery takes 1 to 3 business days for most UK payments; orders placed before the 13:00 cut-off on a working day leave the same day.</p>',
      },
      'zh-CN': {
        title: '在线讲座：英国九月入学的学费截止日期与押金',
        summary: '英国大学何时要求押金和首期学费，以及汇款需要多久到账。',
        body: '<p>缴费专员讲解英国院校的常见时间表：锁定学位的押金、随后签发的 CAS，以及注册时的第一期学费。</p><p>大多数英国付款 1 至 3 个工作日到账；工作日 13:00 前下单，当天即可汇出。</p>',
      },
      'zh-TW': {
        title: '線上講座：英國九月入學的學費截止日期與押金',
        summary: '英國大學何時要求押金和首期學費，以及匯款需要多久到帳。',
        body: '<p>繳費專員講解英國院校的常見時間表：鎖定學位的押金、隨後簽發的 CAS，以及註冊時的第一期學費。</p><p>大多數英國付款 1 至 3 個工作日到帳；工作日 13:00 前下單，當天即可匯出。</p>',
      },
    },
  },
  {
    slug: 'webinar-living-expenses',
    category: 'webinars',
    date: '2025-11-05T02:00:00Z',
    texts: {
      en: {
        title: 'Webinar: sending living expenses after the first tuition payment',
        summary: 'Who can send living expenses, in which currencies, and what the payer must enter first.',
        body: '<p>Living-expense transfers are available to students with an approved tuition payment on record, in USD, GBP, CAD, AUD or EUR. The funds may only be used for study-abroad living costs.</p><p>The webinar shows how to enter the payer information first and how the specialist reviews the order.</p>',
      },
      'zh-CN': {
        title: '在线讲座：首笔学费后如何汇生活费',
        summary: '谁可以汇生活费、支持哪些币种，以及付款人需要先填写什么。',
        body: '<p>生活费汇款仅面向已有经审核学费缴纳记录的学生，币种为美元、英镑、加元、澳元或欧元，资金只能用于留学生活开支。</p><p>讲座演示如何先填写付款人信息，以及缴费专员如何审核订单。</p>',
      },
      'zh-TW': {
        title: '線上講座：首筆學費後如何匯生活費',
        summary: '誰可以匯生活費、支援哪些幣種，以及付款人需要先填寫什麼。',
        body: '<p>生活費匯款僅面向已有經審核學費繳納紀錄的學生，幣種為美元、英鎊、加元、澳元或歐元，資金只能用於留學生活開支。</p><p>講座示範如何先填寫付款人資料，以及繳費專員如何審核訂單。</p>',
      },
    },
  },
];
