/**
 * Seeded about and marketing texts (about_us?k=update|partner|news and the marketing routes of
 * spec 000 section 2). Figures follow spec 001 section 1, one set in every language.
 */
import type { Localized, SeedText } from './types';

export const PAGES: Readonly<Record<string, Localized<SeedText>>> = {
  update: {
    en: { title: 'Service updates', summary: 'Changes to how EduPay works, newest first.', body: '<h2>India payment flow</h2><p>Payers in India can sign the A2 form and the student declaration online. See the payment guide in the header.</p><h2>Full-arrival service</h2><p>Recommended for every tuition order so that the school receives the whole amount billed.</p><h2>Service hours</h2><p>Payment specialists answer from 9:00 to 17:00 Beijing time on working days.</p>' },
    'zh-CN': { title: '服务更新', summary: 'EduPay 服务变化，按时间倒序。', body: '<h2>印度缴费流程</h2><p>印度付款人可在线签署 A2 表格和学生声明，详见页头的缴费指南。</p><h2>全额到账服务</h2><p>推荐用于每一笔学费订单，确保学校收到账单上的全部金额。</p><h2>服务时间</h2><p>缴费专员在工作日北京时间 9:00 至 17:00 为您服务。</p>' },
    'zh-TW': { title: '服務更新', summary: 'EduPay 服務變化，按時間倒序。', body: '<h2>印度繳費流程</h2><p>印度付款人可線上簽署 A2 表格和學生聲明，詳見頁首的繳費指南。</p><h2>全額到帳服務</h2><p>推薦用於每一筆學費訂單，確保學校收到帳單上的全部金額。</p><h2>服務時間</h2><p>繳費專員在工作日北京時間 9:00 至 17:00 為您服務。</p>' },
  },
  partner: {
    en: { title: 'Our partners', summary: 'More than 1,000 institutions, housing providers and payment partners.', body: '<p>EduPay works with more than 1,000 partners: universities and schools that receive tuition, student housing providers, and licensed banks and payment institutions that move the money.</p>' },
    'zh-CN': { title: '合作伙伴', summary: '超过 1,000 家院校、住宿机构和支付合作伙伴。', body: '<p>EduPay 与超过 1,000 家合作伙伴携手：接收学费的大学和学校、学生住宿机构，以及负责资金划转的持牌银行和支付机构。</p>' },
    'zh-TW': { title: '合作夥伴', summary: '超過 1,000 家院校、住宿機構和支付合作夥伴。', body: '<p>EduPay 與超過 1,000 家合作夥伴攜手：接收學費的大學和學校、學生住宿機構，以及負責資金劃轉的持牌銀行和支付機構。</p>' },
  },
  news: {
    en: { title: 'Company news', summary: 'What is new at EduPay.', body: '<p>Announcements, milestones and events from EduPay. For articles, videos and webinars see News and resources.</p>' },
    'zh-CN': { title: '公司动态', summary: 'EduPay 的最新消息。', body: '<p>EduPay 的公告、里程碑和活动。文章、视频和在线讲座请见“新闻与资源”。</p>' },
    'zh-TW': { title: '公司動態', summary: 'EduPay 的最新消息。', body: '<p>EduPay 的公告、里程碑和活動。文章、影片和線上講座請見「新聞與資源」。</p>' },
  },
  introduction: {
    en: { title: 'About EduPay', summary: 'Study-abroad payments since 2013.', body: '<p>Founded in 2013, EduPay helps students and families pay tuition, rent and living costs abroad. More than 250,000 families have paid with us, and more than 76% come back.</p><p>Every payer has a one-on-one payment specialist, every order passes automated anti-money-laundering and exchange-exemption review, and every quote shows its rate and fees before payment.</p>' },
    'zh-CN': { title: '关于 EduPay', summary: '自 2013 年起专注留学缴费。', body: '<p>EduPay 成立于 2013 年，帮助学生和家庭缴纳海外学费、房租和生活费。已有超过 25 万个家庭通过我们付款，超过 76% 的用户再次选择我们。</p><p>每位付款人都有一对一的缴费专员，每笔订单都经过自动化反洗钱和免申报审核，每份报价都在付款前列明汇率和费用。</p>' },
    'zh-TW': { title: '關於 EduPay', summary: '自 2013 年起專注留學繳費。', body: '<p>EduPay 成立於 2013 年，幫助學生和家庭繳納海外學費、房租和生活費。已有超過 25 萬個家庭透過我們付款，超過 76% 的使用者再次選擇我們。</p><p>每位付款人都有一對一的繳費專員，每筆訂單都經過自動化反洗錢和免申報審核，每份報價都在付款前列明匯率和費用。</p>' },
  },
  global_payments: {
    en: { title: 'Global payments', summary: 'One service for fees in every study destination.', body: '<p>Pay schools and landlords in the United Kingdom, the United States, Australia, Canada, Europe and Asia, in their own currency, from China, India, Malaysia, Nigeria and Thailand.</p>' },
    'zh-CN': { title: '全球缴费', summary: '一站式缴纳各留学目的地的费用。', body: '<p>从中国、印度、马来西亚、尼日利亚和泰国，以当地货币向英国、美国、澳大利亚、加拿大、欧洲和亚洲的学校及房东付款。</p>' },
    'zh-TW': { title: '全球繳費', summary: '一站式繳納各留學目的地的費用。', body: '<p>從中國、印度、馬來西亞、奈及利亞和泰國，以當地貨幣向英國、美國、澳洲、加拿大、歐洲和亞洲的學校及房東付款。</p>' },
  },
  about_en: {
    en: { title: 'About us', summary: 'EduPay makes paying for study abroad simple, fast and fair.', body: '<p>Since 2013 EduPay has helped more than 250,000 families pay for study abroad. Payment takes 3 to 5 minutes, rates are live bank rates, and a bank transfer carries no processing fee.</p><h2>For universities and institutions</h2><p>Receive complete, referenced payments through a pay-by-link, an embedded frame or an API.</p><h2>For international student families</h2><p>A specialist in your time zone, one-on-one, from the first deposit to the last instalment.</p><h2>For agents and partners</h2><p>Offer your students a trusted way to pay, with status updates you can follow.</p>' },
    'zh-CN': { title: '关于我们', summary: 'EduPay 让留学缴费简单、快速、公平。', body: '<p>自 2013 年起，EduPay 已帮助超过 25 万个家庭缴纳留学费用。下单只需 3 到 5 分钟，按实时银行汇率结算，银行转账零手续费。</p><h2>面向大学和院校</h2><p>通过付款链接、嵌入式页面或 API 接收完整且附言清晰的款项。</p><h2>面向留学生家庭</h2><p>所在时区的专员一对一服务，从第一笔押金到最后一期学费。</p><h2>面向代理和合作伙伴</h2><p>为学生提供值得信赖的缴费方式，进度随时可查。</p>' },
    'zh-TW': { title: '關於我們', summary: 'EduPay 讓留學繳費簡單、快速、公平。', body: '<p>自 2013 年起，EduPay 已幫助超過 25 萬個家庭繳納留學費用。下單只需 3 到 5 分鐘，按即時銀行匯率結算，銀行轉帳零手續費。</p><h2>面向大學和院校</h2><p>透過付款連結、嵌入式頁面或 API 接收完整且附言清楚的款項。</p><h2>面向留學生家庭</h2><p>所在時區的專員一對一服務，從第一筆押金到最後一期學費。</p><h2>面向代理和合作夥伴</h2><p>為學生提供值得信賴的繳費方式，進度隨時可查。</p>' },
  },
  global_education_payments: {
    en: { title: 'Global education payments', summary: 'Tuition, rent and living costs to more than 1,000 partners worldwide.', body: '<p>Pay tuition, deposits, application and exam fees, student rent and living expenses. Exchange-rate monitoring and lock-in help you pay at the right moment; full-arrival service makes sure the school receives the whole amount.</p>' },
    'zh-CN': { title: '全球教育缴费', summary: '向全球超过 1,000 家合作伙伴缴纳学费、房租和生活费。', body: '<p>缴纳学费、押金、申请费和考试费、学生房租及生活费。汇率监控与锁汇帮助您在合适的时机付款；全额到账服务确保学校收到全部金额。</p>' },
    'zh-TW': { title: '全球教育繳費', summary: '向全球超過 1,000 家合作夥伴繳納學費、房租和生活費。', body: '<p>繳納學費、押金、申請費和考試費、學生房租及生活費。匯率監控與鎖匯幫助您在合適的時機付款；全額到帳服務確保學校收到全部金額。</p>' },
  },
  financial_technology: {
    en: { title: 'Financial technology', summary: 'Automated compliance review and rate monitoring behind every payment.', body: '<p>Each order passes automated anti-money-laundering and exchange-exemption review before a specialist confirms it. Quotes carry an expiry and are never recomputed after payment. Institutions integrate through pay-by-link, an embedded frame or an API with signed callbacks.</p>' },
    'zh-CN': { title: '金融科技', summary: '每笔付款背后都有自动化合规审核与汇率监控。', body: '<p>每笔订单在专员确认前都经过自动化反洗钱和免申报审核。报价带有有效期，付款后绝不重新计算。院校可通过付款链接、嵌入式页面或带签名回调的 API 接入。</p>' },
    'zh-TW': { title: '金融科技', summary: '每筆付款背後都有自動化合規審核與匯率監控。', body: '<p>每筆訂單在專員確認前都經過自動化反洗錢和免申報審核。報價帶有有效期，付款後絕不重新計算。院校可透過付款連結、嵌入式頁面或帶簽章回呼的 API 串接。</p>' },
  },
  investors_and_partners: {
    en: { title: 'Investors and partners', summary: 'Regulated partners in every country we serve.', body: '<p>Money is held and moved only by regulated banks and payment institutions. The list below shows, country by country, the kind of licence our payment partners hold.</p>' },
    'zh-CN': { title: '投资者与合作伙伴', summary: '在每个服务国家均与受监管的合作伙伴合作。', body: '<p>资金仅由受监管的银行和支付机构持有和划转。下表按国家列出我们的支付合作伙伴所持有的牌照类型。</p>' },
    'zh-TW': { title: '投資者與合作夥伴', summary: '在每個服務國家均與受監管的合作夥伴合作。', body: '<p>資金僅由受監管的銀行和支付機構持有和劃轉。下表按國家列出我們的支付合作夥伴所持有的牌照類型。</p>' },
  },
  media_and_press: {
    en: { title: 'Media and press', summary: 'Press enquiries, facts and figures.', body: '<p>EduPay was founded in 2013 and has served more than 250,000 families with more than 1,000 partners. For interviews and press material, write to us through the contact page and choose "Media and press".</p>' },
    'zh-CN': { title: '媒体与新闻', summary: '媒体垂询、事实与数据。', body: '<p>EduPay 成立于 2013 年，已与超过 1,000 家合作伙伴一起服务超过 25 万个家庭。采访及新闻资料请通过联系页面留言，并选择“媒体与新闻”。</p>' },
    'zh-TW': { title: '媒體與新聞', summary: '媒體垂詢、事實與數據。', body: '<p>EduPay 成立於 2013 年，已與超過 1,000 家合作夥伴一起服務超過 25 萬個家庭。採訪及新聞資料請透過聯絡頁面留言，並選擇「媒體與新聞」。</p>' },
  },
  cooperate: {
    en: { title: 'Work with EduPay', summary: 'For universities, housing providers, agents and banks.', body: '<p>Institutions receive complete payments with the student\'s reference, through a pay-by-link, an embedded frame or an API. Payment partners are listed below with the licence they hold. Tell us about your organisation through the contact form.</p>' },
    'zh-CN': { title: '与 EduPay 合作', summary: '面向大学、住宿机构、代理和银行。', body: '<p>院校可通过付款链接、嵌入式页面或 API 收到附有学生信息的完整款项。下方列出我们的支付合作机构及其牌照。欢迎通过联系表单介绍您的机构。</p>' },
    'zh-TW': { title: '與 EduPay 合作', summary: '面向大學、住宿機構、代理和銀行。', body: '<p>院校可透過付款連結、嵌入式頁面或 API 收到附有學生資料的完整款項。下方列出我們的支付合作機構及其牌照。歡迎透過聯絡表單介紹您的機構。</p>' },
  },
};
