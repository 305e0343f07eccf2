import type { LegalText } from "./types.ts";

export const termsOfService: LegalText = {
  title: "Terms of Service",
  lastUpdated: "2026-11-22",
  intro:
    "These terms are an agreement between you and {company} for using {product}. By creating an account or using the service you accept them. Please also read our Privacy Policy, Payment Policy and Refund Policy, which are part of these terms.",
  blocks: [
    { h2: "1. Who can use {product}" },
    {
      ul: [
        "You must be at least 13 years old. If you are under 18, a parent or lawful guardian must agree to these terms for you.",
        "You may hold only one free account. Creating extra accounts to get more free captions is not allowed.",
        "You are responsible for keeping your password safe and for what happens in your account. Tell us at once at {supportEmail} if you think someone else has used it.",
      ],
    },
    { h2: "2. The service" },
    {
      p: "{product} writes Instagram post text (headings, captions, descriptions, hashtags and alt text) for photos and videos you provide, in 12 Indian languages, using AI models from third-party providers. Engagement and uniqueness figures shown with a result are estimates, not guarantees of how a post will perform.",
    },
    { h2: "3. Plans and passes" },
    {
      ul: [
        "Free: 5 AI generations per day (IST calendar day), 5 saved posts and 100 MB of storage. Captions made on the free plan include #{hashtag}.",
        "Starter (₹99), Pro (₹499) and Business (₹999) are 30-day passes, paid once, with GST included. They do not renew automatically.",
        "Starter includes 50 generations per pass. Pro and Business include unlimited generations subject to fair use (500 and 2,000 per day), because every generation has a real cost.",
        "When a pass ends you return to the free plan and its limits apply again.",
      ],
    },
    { p: "The Payment Policy describes prices, payments and invoices; the Refund Policy describes refunds." },
    { h2: "4. Your content" },
    {
      p: "You keep all rights in the photos, videos and text you upload and in the captions generated for you. You give us permission to store and process them only to provide the service to you, including sending them to our AI provider to generate text. You confirm that you have the right to upload what you upload, including the consent of people who appear in your photos where the law requires it.",
    },
    {
      p: "AI-generated text can contain mistakes. Read it before you post it: you are responsible for what you publish.",
    },
    { h2: "5. Acceptable use" },
    { p: "You agree not to use {product} to:" },
    {
      ul: [
        "Create or share content that is illegal in India, including content that is obscene, defamatory, hateful, or that infringes someone else's intellectual property or privacy.",
        "Harass, impersonate or mislead people, or create spam.",
        "Upload sexual content involving minors, which we report to the authorities.",
        "Get around plan limits, rate limits or the free demo's limits, or use automated means to access the service except through an API we offer for that purpose.",
        "Try to break, overload or gain unauthorised access to the service.",
      ],
    },
    {
      p: "We may remove content or suspend accounts that break these rules, and will tell you why unless the law prevents us.",
    },
    { h2: "6. Availability and changes" },
    {
      p: "We work to keep {product} available but do not promise it will be uninterrupted or error-free. We may change or discontinue features; if we discontinue a paid feature during your pass, we refund the unused part of that pass. We give 30 days' notice of price changes; they never affect a pass you have already bought.",
    },
    { h2: "7. Ending your account" },
    {
      p: "You can delete your account at any time from your settings or by writing to {supportEmail}; your data is purged within 30 days, except records the law requires us to keep. We may close accounts that seriously or repeatedly break these terms.",
    },
    { h2: "8. Liability" },
    {
      p: "To the extent the law allows, our total liability to you for any claim about the service is limited to the amount you paid us in the 30 days before the claim arose. We are not liable for indirect losses such as lost profits or followers. Nothing in these terms limits rights you have under the Consumer Protection Act, 2019, or liability that cannot be limited by law.",
    },
    { h2: "9. Law and disputes" },
    {
      p: "These terms are governed by the laws of India. Please contact us first so we can try to resolve any problem; if we cannot, the courts with jurisdiction over our registered office have jurisdiction.",
    },
    { h2: "10. Contact" },
    { p: "Questions about these terms: {supportEmail}." },
  ],
};
