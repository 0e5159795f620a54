import type { LegalTexts } from './legalTexts';

/** /about_us?k=policy: EduPay's Privacy Policy, agreed to on registration (spec 000 section 4). */
export const privacyPolicy: LegalTexts = {
  en: {
    title: 'Privacy Policy',
    sections: [
      {
        id: 'scope',
        heading: '1. Who we are and what this covers',
        paragraphs: [
          'EduPay collects study-abroad fees from payers and pays them to schools and landlords abroad through licensed partners. This policy explains what personal data we handle for that service, on our website, in our app and at our service desk, and what your rights are.',
        ],
      },
      {
        id: 'data-collected',
        heading: '2. The data we collect',
        paragraphs: [
          'Account: your name, mobile number, e-mail address and password (we keep only a one-way hash of the password).',
          'Identity: the payer’s and the student’s names, identity card, passport, Aadhaar or PAN numbers, dates of birth and your relationship to the student.',
          'Orders: the school or landlord, amounts, currencies, the payer’s and the payee’s bank details, and the documents you upload, such as identity documents, admission letters, invoices and photos for identity verification.',
          'Technical: your IP address, browser and device, and the cookies described in section 9.',
        ],
      },
      {
        id: 'purposes',
        heading: '3. Why we use it',
        paragraphs: [
          'To carry out your payments and refunds, to run the identity and anti-money-laundering checks the law requires, to prevent fraud, to contact you about your orders, and to keep the records the law requires.',
          'We send you marketing only if you agree to it, and you can withdraw that agreement at any time. We do not sell personal data.',
        ],
      },
      {
        id: 'protection',
        heading: '4. How we protect it',
        paragraphs: [
          'Identity numbers are encrypted when stored and shown masked, with only a few characters visible, on screens, in messages and in our logs. Connections to EduPay are encrypted.',
          'Only the staff who need the data for your order can see it, and their access is recorded.',
        ],
      },
      {
        id: 'sharing',
        heading: '5. Who we share it with',
        paragraphs: [
          'Only as far as each needs it: the banks and licensed payment partners that move your money; the school or landlord you pay, who receives the payer’s and the student’s names, the reference and the amount; authorities where the law requires it; and our service providers (hosting, SMS, e-mail), who act on our instructions under contract.',
          'A payment abroad means that the data needed for it goes to banks and the payee in the destination country. We send nothing beyond what the payment needs.',
        ],
      },
      {
        id: 'retention',
        heading: '6. How long we keep it',
        paragraphs: [
          'Transaction records and the documents of identity checks are kept for at least 3 years after the transaction, or longer where the law requires. Account data is kept while your account is open. After that, data is deleted or made anonymous.',
          'An order that is not paid closes itself 8 days after it was placed. An order closed unpaid (it closed itself, or you or we cancelled it) for which no payment was ever started is deleted 30 days after it closed, with the documents uploaded for it, its quotes and the identity details given for it. An order form you saved but did not submit is deleted 30 days after you last changed it.',
        ],
      },
      {
        id: 'rights',
        heading: '7. Your rights',
        paragraphs: [
          'You may ask to see, correct, copy or delete your personal data, withdraw a consent you gave, and close your account. Some data must be kept for the periods in section 6 even if you ask us to delete it; we will tell you which.',
          'We reply within 15 days, or within 15 working days for requests made through the hotline.',
        ],
      },
      {
        id: 'minors',
        heading: '8. Children',
        paragraphs: [
          'For a student aged 14 or under, the payment and the account must be handled by a parent or guardian, who gives consent for the child’s data.',
        ],
      },
      {
        id: 'cookies',
        heading: '9. Cookies',
        paragraphs: [
          'We use cookies and the browser’s storage to remember your language and country and to keep you logged in. Blocking them may stop parts of the service from working.',
        ],
      },
      {
        id: 'changes',
        heading: '10. Changes to this policy',
        paragraphs: [
          'We may update this policy; the date at the top of this page shows the latest version. We tell registered users about important changes before they apply.',
        ],
      },
      {
        id: 'contact',
        heading: '11. Contact',
        paragraphs: [
          'For questions or requests about your data, contact your payment specialist, shown in your user centre, or the service desk (9:00–17:00 Beijing time on working days).',
        ],
      },
    ],
  },
  'zh-CN': {
    title: '隐私政策',
    sections: [
      {
        id: 'scope',
        heading: '1. 关于我们及本政策的范围',
        paragraphs: [
          'EduPay 向付款人收取留学费用，并通过持牌合作机构支付给海外的学校和房东。本政策说明我们在网站、应用和客服中心为提供该服务处理哪些个人信息，以及您享有的权利。',
        ],
      },
      {
        id: 'data-collected',
        heading: '2. 我们收集的信息',
        paragraphs: [
          '账户信息：您的姓名、手机号、邮箱和密码（我们只保存密码的单向哈希值）。',
          '身份信息：付款人和学生的姓名、身份证、护照、Aadhaar 或 PAN 号码、出生日期，以及您与学生的关系。',
          '订单信息：学校或房东、金额、币种、付款人和收款方的银行信息，以及您上传的材料，如身份证件、录取通知书、账单和用于身份核验的照片。',
          '技术信息：您的 IP 地址、浏览器和设备，以及第 9 条所述的 Cookie。',
        ],
      },
      {
        id: 'purposes',
        heading: '3. 我们为何使用这些信息',
        paragraphs: [
          '用于办理您的付款和退款，进行法律要求的身份审核和反洗钱审核，防范欺诈，就您的订单与您联系，以及保存法律要求的记录。',
          '只有在您同意后，我们才会向您发送营销信息，您可以随时撤回同意。我们不出售个人信息。',
        ],
      },
      {
        id: 'protection',
        heading: '4. 我们如何保护信息',
        paragraphs: [
          '证件号码加密存储，在页面、消息和日志中均以掩码显示，只露出少数字符。与 EduPay 的连接均经过加密。',
          '只有为处理您的订单而需要的员工才能查看这些信息，且其访问会被记录。',
        ],
      },
      {
        id: 'sharing',
        heading: '5. 我们与谁共享信息',
        paragraphs: [
          '仅限各方所需的范围：为您转移资金的银行和持牌支付合作机构；您付款的学校或房东，他们会收到付款人和学生的姓名、付款附言和金额；法律要求时的主管机关；以及按合同、依我们指示工作的服务商（托管、短信、邮件）。',
          '境外付款意味着付款所需的信息会发送给目的国的银行和收款方。我们不会发送付款所需以外的任何信息。',
        ],
      },
      {
        id: 'retention',
        heading: '6. 信息保存期限',
        paragraphs: [
          '交易记录和身份审核材料自交易完成起至少保存 3 年，法律要求更长的从其规定。账户信息在账户存续期间保存。期满后，信息将被删除或匿名化处理。',
          '未支付的订单在提交 8 天后自动关闭。未支付即关闭（自动关闭，或由您或我们取消）且从未发起支付的订单，在关闭 30 天后删除，连同为其上传的材料、报价和为其提供的身份信息一并删除。您保存但未提交的订单表单，在最后一次修改 30 天后删除。',
        ],
      },
      {
        id: 'rights',
        heading: '7. 您的权利',
        paragraphs: [
          '您可以要求查阅、更正、复制或删除您的个人信息，撤回已作出的同意，以及注销账户。部分信息即使您要求删除，也须按第 6 条的期限保存；我们会告诉您是哪些信息。',
          '我们会在 15 天内答复；通过客服热线提出的请求，在 15 个工作日内答复。',
        ],
      },
      {
        id: 'minors',
        heading: '8. 未成年人',
        paragraphs: [
          '学生为 14 周岁及以下的，付款和账户须由其父母或监护人办理，并由其对儿童信息的处理作出同意。',
        ],
      },
      {
        id: 'cookies',
        heading: '9. Cookie',
        paragraphs: [
          '我们使用 Cookie 和浏览器存储来记住您的语言和国家，并保持您的登录状态。禁用它们可能导致部分服务无法使用。',
        ],
      },
      {
        id: 'changes',
        heading: '10. 政策变更',
        paragraphs: [
          '我们可能更新本政策，本页顶部的日期即为最新版本的日期。重要变更会在生效前通知注册用户。',
        ],
      },
      {
        id: 'contact',
        heading: '11. 联系我们',
        paragraphs: [
          '如对您的个人信息有疑问或请求，请联系您的专属缴费专员（显示在个人中心），或联系客服中心（工作日北京时间 9:00–17:00）。',
        ],
      },
    ],
  },
  'zh-TW': {
    title: '隱私權政策',
    sections: [
      {
        id: 'scope',
        heading: '1. 關於我們及本政策的範圍',
        paragraphs: [
          'EduPay 向付款人收取留學費用，並透過持牌合作機構支付給海外的學校與房東。本政策說明我們在網站、應用程式與客服中心為提供該服務處理哪些個人資料，以及您享有的權利。',
        ],
      },
      {
        id: 'data-collected',
        heading: '2. 我們蒐集的資料',
        paragraphs: [
          '帳戶資料：您的姓名、手機號碼、電子郵件與密碼（我們只保存密碼的單向雜湊值）。',
          '身分資料：付款人與學生的姓名、身分證、護照、Aadhaar 或 PAN 號碼、出生日期，以及您與學生的關係。',
          '訂單資料：學校或房東、金額、幣別、付款人與收款方的銀行資料，以及您上傳的文件，如身分證件、錄取通知書、帳單與用於身分核驗的照片。',
          '技術資料：您的 IP 位址、瀏覽器與裝置，以及第 9 條所述的 Cookie。',
        ],
      },
      {
        id: 'purposes',
        heading: '3. 我們為何使用這些資料',
        paragraphs: [
          '用於辦理您的付款與退款，進行法律要求的身分審核與洗錢防制審核，防範詐騙，就您的訂單與您聯絡，以及保存法律要求的紀錄。',
          '只有在您同意後，我們才會向您傳送行銷資訊，您可以隨時撤回同意。我們不出售個人資料。',
        ],
      },
      {
        id: 'protection',
        heading: '4. 我們如何保護資料',
        paragraphs: [
          '證件號碼加密儲存，在頁面、訊息與日誌中均以遮罩顯示，只露出少數字元。與 EduPay 的連線均經過加密。',
          '只有為處理您的訂單而需要的員工才能檢視這些資料，且其存取會被記錄。',
        ],
      },
      {
        id: 'sharing',
        heading: '5. 我們與誰分享資料',
        paragraphs: [
          '僅限各方所需的範圍：為您移轉資金的銀行與持牌支付合作機構；您付款的學校或房東，他們會收到付款人與學生的姓名、付款附言與金額；法律要求時的主管機關；以及依合約、按我們指示工作的服務商（主機代管、簡訊、電子郵件）。',
          '境外付款意味著付款所需的資料會傳送給目的國的銀行與收款方。我們不會傳送付款所需以外的任何資料。',
        ],
      },
      {
        id: 'retention',
        heading: '6. 資料保存期限',
        paragraphs: [
          '交易紀錄與身分審核文件自交易完成起至少保存 3 年，法律要求更長者從其規定。帳戶資料在帳戶存續期間保存。期滿後，資料將被刪除或匿名化處理。',
          '未付款的訂單在提交 8 天後自動關閉。未付款即關閉（自動關閉，或由您或我們取消）且從未發起付款的訂單，在關閉 30 天後刪除，連同為其上傳的文件、報價和為其提供的身分資料一併刪除。您儲存但未提交的訂單表單，在最後一次修改 30 天後刪除。',
        ],
      },
      {
        id: 'rights',
        heading: '7. 您的權利',
        paragraphs: [
          '您可以要求查閱、更正、複製或刪除您的個人資料，撤回已作出的同意，以及註銷帳戶。部分資料即使您要求刪除，也須依第 6 條的期限保存；我們會告知您是哪些資料。',
          '我們會在 15 天內答覆；透過客服專線提出的請求，在 15 個工作日內答覆。',
        ],
      },
      {
        id: 'minors',
        heading: '8. 未成年人',
        paragraphs: [
          '學生為 14 歲及以下者，付款與帳戶須由其父母或監護人辦理，並由其對兒童資料的處理作出同意。',
        ],
      },
      {
        id: 'cookies',
        heading: '9. Cookie',
        paragraphs: [
          '我們使用 Cookie 與瀏覽器儲存空間來記住您的語言與國家，並維持您的登入狀態。停用它們可能導致部分服務無法使用。',
        ],
      },
      {
        id: 'changes',
        heading: '10. 政策變更',
        paragraphs: [
          '我們可能更新本政策，本頁頂端的日期即為最新版本的日期。重要變更會在生效前通知註冊用戶。',
        ],
      },
      {
        id: 'contact',
        heading: '11. 聯絡我們',
        paragraphs: [
          '如對您的個人資料有疑問或請求，請聯絡您的專屬繳費專員（顯示於個人中心），或聯絡客服中心（工作日北京時間 9:00–17:00）。',
        ],
      },
    ],
  },
};
