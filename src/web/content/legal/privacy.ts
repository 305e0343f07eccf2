import type { LegalText } from "./types.ts";

export const privacyPolicy: LegalText = {
  title: "Privacy Policy",
  lastUpdated: "2026-11-24",
  intro:
    "This policy explains what personal data {company} (“we”, “us”) collects when you use {product}, why, how long we keep it and the rights you have under India's Digital Personal Data Protection Act, 2023 (the “DPDP Act”). For the DPDP Act, we are the Data Fiduciary for the personal data described here.",
  blocks: [
    { h2: "1. Personal data we collect" },
    {
      ul: [
        "Account data: your name, e-mail address, profile picture if you add one, and either a password (stored only as a one-way hash) or the identifier from the sign-in provider you choose, and the API keys you create (each stored only as a one-way hash, with its name, its first characters and when it was last used).",
        "Content you upload or create: photos and videos, the captions, hashtags and other text generated for them, posts you save, and brand examples and voice styles you add.",
        "Payment records: the plan or add-on you bought, the amount, the date and the transaction identifiers from our payment providers, and the details needed for your GST invoice. We never receive your full card number, CVV or UPI PIN.",
        "Usage and technical data: how many captions you generate (to apply your plan's limits), your IP address, browser and device type, and server logs of requests.",
        "Instagram: if you connect an Instagram professional account to publish automatically, its user name, profile picture and the access token Instagram gives us (stored encrypted, deleted when you disconnect), and for each post we publish, Instagram's identifiers and link for it.",
        "Messages: what you write to us through the contact form or by e-mail.",
        "Newsletter: your e-mail address, if you subscribe to the blog newsletter and confirm it.",
        "Demo photos: a photo you try in the free demo without an account is processed in memory to write the caption and is never stored.",
      ],
    },
    { h2: "2. Why we use it" },
    {
      ul: [
        "To provide {product}: your account, uploads, caption generation, history and previews.",
        "To generate captions: your photo and the options you choose are sent to the AI model provider that writes the text.",
        "To publish your scheduled posts to Instagram when you switch that on: your photos, caption, hashtags and alt text are sent to Instagram at the time you chose.",
        "To take payments, issue GST invoices, handle refunds and keep the records tax law requires.",
        "To keep the service safe: rate limits, preventing abuse of free plans and demos, and investigating security incidents.",
        "To answer your messages and send e-mails you need, such as password resets, payment receipts and the 14-day warning before inactive content is deleted.",
        "To send the blog newsletter, only if you subscribed and confirmed it.",
      ],
    },
    {
      p: "We process personal data on the basis of your consent, which you give when you create an account, upload content or subscribe, and for the legitimate uses the DPDP Act allows, such as meeting legal obligations. We do not sell personal data and we do not use your photos or captions for advertising.",
    },
    { h2: "3. Who we share it with" },
    {
      p: "We share personal data only with service providers (Data Processors) who process it for us under contract, and only as much as they need:",
    },
    {
      ul: [
        "The AI model provider configured to generate captions (for example Google Gemini or OpenAI), which receives the photo and options for each generation.",
        "Payment providers PhonePe and Razorpay, which process your payment on their own secure pages.",
        "Our hosting and e-mail delivery providers.",
      ],
    },
    {
      p: "Some of these providers may process data outside India. We transfer data only to countries the Government of India has not restricted under the DPDP Act. We disclose personal data to authorities only when the law requires it.",
    },
    { h2: "4. How long we keep it" },
    {
      ul: [
        "Uploaded content that has not been used for 6 months is deleted. We e-mail you 14 days before, so you can keep it by using or downloading it.",
        "When you delete your account, your personal data and content are purged within 30 days.",
        "Payment records and invoices are kept for 7 years, as Indian tax law requires, even after an account is deleted.",
        "Demo photos are never stored.",
        "Newsletter addresses are kept until you unsubscribe; an unconfirmed sign-up is never mailed again after the confirmation e-mail.",
        "Contact messages are kept as long as needed to answer and follow up on them; you can ask us to delete them at any time.",
      ],
    },
    { h2: "5. Your rights" },
    {
      p: "Under the DPDP Act you have the right to:",
    },
    {
      ul: [
        "Get a summary of the personal data we process about you and of the processing, and the names of those we have shared it with.",
        "Correct, complete or update your personal data.",
        "Have your personal data erased when it is no longer needed, unless the law requires us to keep it (for example payment records).",
        "Withdraw your consent at any time, as easily as you gave it. Processing that happened before you withdrew stays lawful, and withdrawing may mean we can no longer provide the service.",
        "Have your grievances answered by our Grievance Officer.",
        "Nominate another person to exercise these rights if you die or become unable to do so.",
      ],
    },
    {
      p: "To use any of these rights, write to {grievanceEmail} from the e-mail address of your account. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.",
    },
    { h2: "6. Children" },
    {
      p: "You must be at least 13 years old to use {product}. If you are under 18, you may use it only with the verifiable consent of a parent or lawful guardian, who accepts these terms for you. We do not track or target advertising at children. If you believe a child has given us personal data without such consent, write to us and we will delete it.",
    },
    { h2: "7. Cookies and local storage" },
    {
      p: "We use a cookie to keep you signed in and your browser's local storage to remember settings such as whether you have used the free demo. We do not use advertising cookies.",
    },
    { h2: "8. Security" },
    {
      p: "Connections to {product} are encrypted, passwords are stored only as hashes, and access to personal data is limited to people who need it. If a personal data breach happens, we will inform the Data Protection Board of India and the affected users as the DPDP Act requires.",
    },
    { h2: "9. Grievance Officer" },
    {
      p: "{grievanceOfficer} You can reach the Grievance Officer at {grievanceEmail}. We acknowledge grievances within 24 hours and aim to resolve them within 15 days.",
    },
    { h2: "10. Changes to this policy" },
    {
      p: "When we change this policy we update the date at the top of this page, and for significant changes we tell signed-in users by e-mail before they take effect.",
    },
  ],
};
