import type { Block } from "./blocks.ts";

/** The text of each blog article, by slug (titles and dates are in contract/blog.ts). */
export const articleBodies: Record<string, readonly Block[]> = {
  "instagram-captions-in-hindi-and-hinglish": [
    {
      p: "Many Indian creators think in one language and post in another. The caption that works best is usually the one that sounds like you talking to your followers, and for a lot of people that is Hindi, Hinglish or a mix. This guide helps you choose and write well in each.",
    },
    { h2: "Devanagari or Hinglish?" },
    {
      p: "Look at who comments on your posts and how they write. If your audience writes back in Devanagari, a Hindi caption in Devanagari feels respectful and personal. If they reply in Roman letters ('bahut accha laga!'), Hinglish is their everyday written language and a caption in it will feel natural.",
    },
    {
      ul: [
        "Devanagari works well for festivals, family moments, poetry, devotional content and audiences from smaller cities.",
        "Hinglish works well for humour, food, fashion, college life and metro audiences who switch languages mid-sentence.",
        "English with a Hindi phrase can work for brands whose audience is spread across India.",
      ],
    },
    { h2: "Write it, don't translate it" },
    {
      p: "A caption translated word by word from English almost always sounds stiff. 'Enjoying the beautiful weather' becomes 'सुंदर मौसम का आनंद ले रहे हैं', which is correct but nobody says it. Think about what you would actually say to a friend: 'आज का मौसम तो कमाल है!' Say it aloud before you post it.",
    },
    { h2: "Keep the script consistent" },
    {
      p: "Mixing scripts inside one sentence makes captions harder to read. If you write in Devanagari, write English brand names in Devanagari too where that reads naturally (इंस्टाग्राम, रील), or keep them in their own short phrase. If you write Hinglish, stay in Roman letters throughout.",
    },
    { h2: "Spelling and small details" },
    {
      ul: [
        "Use the nukta where it matters for meaning and pronunciation: ज़िंदगी, फ़िल्म, ख़ुशी. Readers notice when it is missing in formal posts, less so in casual ones.",
        "Use the purna viram (।) to end Hindi sentences in Devanagari, not a full stop.",
        "In Hinglish, pick one spelling for common words ('kya', 'hai', 'nahi') and stick to it across your posts.",
        "Read your caption on a phone. Long Devanagari words wrap differently from English; short lines are easier to read.",
      ],
    },
    { h2: "Hashtags for Hindi posts" },
    {
      p: "Devanagari hashtags such as #दिवाली work on Instagram and reach people who search in Hindi. With only 5 hashtags allowed per post, combine one Devanagari tag, one popular English tag for the same topic and one local tag (your city or region).",
    },
    { h2: "A quick checklist" },
    {
      ul: [
        "Does the first line make sense on its own?",
        "Would you say this sentence out loud to a friend?",
        "Is the script the same from start to finish?",
        "Are there at most 5 hashtags, mixing Hindi and English?",
      ],
    },
  ],
  "instagram-hashtags-five-tag-limit": [
    {
      p: "Since December 2025 Instagram allows at most 5 hashtags on a post; it used to be 30. Five tags is not many, so each one has to earn its place.",
    },
    { h2: "What hashtags still do" },
    {
      p: "Hashtags help Instagram understand what your post is about and let people who follow or search a tag find you. They are one signal among many: the photo, the caption text and how people react matter more. Good tags describe the post accurately; they do not rescue a weak post.",
    },
    { h2: "A simple recipe: broad, niche, local" },
    {
      ul: [
        "One broad tag that names the topic: #StreetFood, #WeddingPhotography, #Skincare.",
        "Two niche tags that describe this exact post: #VadaPav, #MehendiDesign, #OilySkinRoutine.",
        "One local tag: your city, state or region, such as #PuneFood or #KeralaTourism.",
        "One tag that is yours: your brand or series name, so followers can find all your posts in one place.",
      ],
    },
    { h2: "How to check a tag before you use it" },
    {
      p: "Search the tag on Instagram and look at the top posts. If they are similar to yours, the tag fits. If they are unrelated, spammy or from a completely different audience, skip it. Very large tags move so fast that your post disappears within minutes; very tiny ones may have nobody following them. Tags in the middle, with recent posts that look like yours, are usually the best choice.",
    },
    { h2: "Regional-language hashtags" },
    {
      p: "Tags in Indian scripts (#தமிழ்நாடு, #দুর্গাপুজো, #ਪੰਜਾਬ) reach people who search in those languages and often face less competition. If your caption is in a regional language, make at least one of your five tags match it.",
    },
    { h2: "Mistakes to avoid" },
    {
      ul: [
        "Repeating the same five tags on every post regardless of the content.",
        "Using tags that have nothing to do with the photo just because they are popular.",
        "Piling extra hashtags into the first comment: it clutters the conversation, and tags should describe the post itself.",
        "Hiding keywords only in hashtags: write them into the caption as normal words too, because captions are searchable.",
      ],
    },
    {
      p: "{product} gives every result a ready set of 5 that follows this mix, plus up to 15 ranked alternatives you can swap in.",
    },
  ],
  "alt-text-for-instagram-posts": [
    {
      p: "Alt text is a short description of an image that screen readers read aloud. Millions of people in India live with a visual impairment and many of them use Instagram with a screen reader. Good alt text lets them know what your photo shows; it also helps Instagram understand your post.",
    },
    { h2: "How to add alt text on Instagram" },
    {
      ul: [
        "Create your post and go to the screen where you write the caption.",
        "Open 'Advanced settings' (at the bottom), then 'Accessibility', and tap 'Write alt text'. Menu names move a little between app versions; look for 'alt text'.",
        "Type your description for each photo and save. You can also add it later by editing the post.",
      ],
    },
    {
      p: "If you do not add any, Instagram generates automatic alt text, which is often vague ('Photo may contain: food').",
    },
    { h2: "What good alt text looks like" },
    {
      ul: [
        "Literal: describe what is in the photo, not how you feel about it.",
        "Short: one or two sentences, ideally under 125 characters, the length screen readers handle best.",
        "Specific: 'A plate of masala dosa with coconut chutney and sambar on a banana leaf' tells far more than 'Food'.",
        "Relevant: mention text that appears in the image, such as a price or a date on a poster.",
      ],
    },
    { h2: "What to leave out" },
    {
      ul: [
        "'Image of' or 'Picture of': the screen reader already says it is an image.",
        "Hashtags and keywords stuffed in for reach.",
        "Repeating the caption word for word.",
      ],
    },
    { h2: "Examples" },
    {
      ul: [
        "Weak: 'Diwali vibes'. Better: 'Five lit clay diyas on a colourful rangoli at night.'",
        "Weak: 'New collection'. Better: 'A mannequin in a maroon Banarasi silk saree with a gold border.'",
        "Weak: 'Me at the beach'. Better: 'A woman in a yellow kurta laughing on Varkala beach at sunset.'",
      ],
    },
    {
      p: "Alt text can be written in the same language as your caption. {product} writes a short, literal alt text with every post, in the language you chose.",
    },
  ],
  "best-time-to-post-on-instagram-in-india": [
    {
      p: "Search for 'best time to post' and you will find confident charts with exact hours. They are averages of other people's audiences, often measured in other countries. The best time for you depends on when your followers are on Instagram, and you can see that yourself.",
    },
    { h2: "Step 1: open your own numbers" },
    {
      p: "Switch to a free professional account (creator or business) if you have not already. Then open Insights, go to your followers and find 'Most active times'. It shows the hours and days your followers use Instagram. Note the two or three busiest windows.",
    },
    { h2: "Step 2: think in IST, and check where your followers are" },
    {
      p: "Insights shows times in your phone's time zone. If a large part of your audience lives abroad (the Gulf, the UK, North America), their evening is a different time in India. Check the 'Top locations' section: if most followers are in India, plan in IST and ignore the rest.",
    },
    { h2: "Step 3: test for two weeks" },
    {
      ul: [
        "Pick two time slots from your Insights, for example early evening and late night.",
        "Post similar content in each slot across two weeks.",
        "Compare reach and saves after 48 hours, not after one hour.",
        "Keep the slot that wins and test a new one against it next month.",
      ],
    },
    { h2: "Patterns many Indian creators notice" },
    {
      p: "These are starting points to test, not rules: audiences of students and office workers are often active during commutes and late in the evening; homemakers and small-business customers may be active in the afternoon; weekends behave differently from weekdays; and festival days change everything, since people are busy with family.",
    },
    { h2: "Consistency beats the perfect minute" },
    {
      p: "Posting regularly at a reasonable time matters more than hitting an exact hour. Choose a schedule you can keep, such as three posts a week, and stick to it. A good caption and a clear photo will do more for you than a perfect timestamp.",
    },
  ],
  "festival-posts-planning-guide": [
    {
      p: "Festivals are when Indian audiences are most active and most emotional, and also when feeds are most crowded. Posting the same generic greeting as everyone else at midnight rarely stands out. A little planning does.",
    },
    { h2: "Build a festival calendar" },
    {
      p: "Many festivals follow lunar calendars, so their dates change every year. At the start of each quarter, list the festivals that matter to you and your audience, with this year's dates from a reliable panchang or government holiday list. Include regional festivals: Pongal, Bihu, Onam, Baisakhi, Chhath, Durga Puja, Ugadi and Gudi Padwa often matter more to a regional audience than national ones.",
    },
    { h2: "Plan three posts, not one" },
    {
      ul: [
        "Before: preparations, shopping, recipes, decoration ideas, a countdown. This is often when people are searching most.",
        "On the day: your greeting, with a photo of your own celebration if you can.",
        "After: a recap, behind the scenes, thanking customers or followers.",
      ],
    },
    { h2: "Write greetings that feel personal" },
    {
      p: "'Happy Diwali to all my followers' is fine, but a small real detail is better: what your family cooks, a memory from childhood, the one ritual you never skip. Write the greeting in the festival's own language where it fits: 'ஈத் முபாரக்' for a Tamil-speaking audience, 'শুভ বিজয়া' after Durga Puja, 'ਵਿਸਾਖੀ ਦੀਆਂ ਵਧਾਈਆਂ' for Baisakhi.",
    },
    { h2: "Respect every tradition" },
    {
      ul: [
        "Check the correct greeting: some occasions are solemn (Muharram, Good Friday) and are not 'happy' days.",
        "Avoid jokes about rituals and deities.",
        "For businesses, connect offers to the festival gently; a greeting post with no sales message builds trust.",
      ],
    },
    { h2: "Prepare the assets early" },
    {
      p: "Take photos a week in advance when you can (decorations, products, outfits), write captions in batches and keep them ready. On the day you only need to post and reply to comments, which is where the real engagement happens.",
    },
  ],
  "growing-in-your-regional-language": [
    {
      p: "Most Indians are more comfortable reading their mother tongue than English, yet much Instagram content is in English or Hindi. Creators who post in Tamil, Telugu, Bengali, Marathi, Kannada or any other regional language often find a loyal audience with less competition.",
    },
    { h2: "Why it works" },
    {
      ul: [
        "People engage more deeply with content in the language they think in.",
        "Regional hashtags and searches are less crowded than English ones.",
        "Local businesses and brands looking for regional creators have fewer to choose from.",
      ],
    },
    { h2: "Start with your voice, not a strategy deck" },
    {
      p: "Write the way you speak at home. If your everyday Tamil mixes in English words, your captions can too; forced 'pure' language can feel distant. Keep the script consistent, though: Tamil words in Tamil script, English words as short phrases.",
    },
    { h2: "Mixing languages sensibly" },
    {
      p: "Some creators write the caption in their language and add a one-line English summary at the end, to welcome viewers from other states. Others alternate posts. Both work; test what your audience responds to. Avoid writing regional languages in Roman letters if your audience reads the script: it is harder to read and harder to search.",
    },
    { h2: "Make the script readable on a phone" },
    {
      ul: [
        "Keep paragraphs short; Indian scripts take more vertical space than Latin.",
        "Check that text on images uses a font that renders conjuncts correctly.",
        "Read the caption on a small phone before posting.",
      ],
    },
    { h2: "Hashtags in your language" },
    {
      p: "Use at least one hashtag in your script. With Instagram's limit of 5 hashtags per post, a good set is one regional-script tag, one English topic tag, one niche tag, one place tag and your own tag.",
    },
    {
      p: "{product} writes captions directly in 12 Indian languages, each in its own script, so you can post in your language even on busy days.",
    },
  ],
  "caption-hooks-first-line": [
    {
      p: "In the feed, Instagram shows only the first line or two of your caption before the 'more' link. That opening decides whether someone reads the rest, and whether they stay on your post long enough for it to matter.",
    },
    { h2: "Six hook patterns that work" },
    { h3: "1. A question people want to answer" },
    {
      p: "'Which city makes the best biryani: Hyderabad or Lucknow?' Questions invite comments, but only if the answer is easy and fun.",
    },
    { h3: "2. A surprising number or fact you know is true" },
    { p: "'I spent ₹500 on this whole outfit.' Concrete and specific beats vague." },
    { h3: "3. The ending first" },
    { p: "'This is the cake that almost made me quit baking.' Start with the result and make people want the story." },
    { h3: "4. A relatable confession" },
    {
      p: "'Mujhe subah uthna bilkul pasand nahi, par yeh view dekh kar sab worth it laga.' Honest, informal openings feel human.",
    },
    { h3: "5. A direct promise" },
    {
      p: "'3 saree draping styles for short height: save this for the wedding season.' Tell people what they will get.",
    },
    { h3: "6. Talk to one person" },
    { p: "'If you're a first-time home baker in Chennai, read this.' Naming the reader makes the right people stop." },
    { h2: "What to avoid in the first line" },
    {
      ul: [
        "Hashtags or @mentions: they push the actual words out of view.",
        "Generic openers such as 'Hello everyone' or 'New post'.",
        "Clickbait you do not pay off in the rest of the caption: it costs trust.",
      ],
    },
    { h2: "Then deliver" },
    {
      p: "After the hook, give the story, tip or detail you promised, in short lines. End with one clear call to action (save, share, comment or visit the link in your bio), not all four.",
    },
  ],
  "instagram-captions-for-small-businesses": [
    {
      p: "For a home baker, a saree boutique or a neighbourhood café, Instagram is a shop window. The photo brings people in; the caption answers their questions and makes it easy to buy. Here is a structure that works without sounding like an advertisement.",
    },
    { h2: "The four-part caption" },
    {
      ul: [
        "Hook: one line about the customer, not the product ('Sunday guests coming over and no time to cook?').",
        "Story: a short real detail (the recipe is your grandmother's, the fabric is from weavers in Bhagalpur).",
        "Details: what it is, sizes or quantities, price if you share it, where you deliver.",
        "Action: one clear next step ('DM us ORDER', 'WhatsApp link in bio', 'Visit us in Indiranagar').",
      ],
    },
    { h2: "Answer the questions before they are asked" },
    {
      p: "Most comments on business posts are 'price?', 'available in size M?' and 'do you deliver to…?'. Answering them in the caption saves everyone time and reduces drop-offs. If you prefer not to show prices publicly, say how to ask ('Prices in DM, we reply within an hour').",
    },
    { h2: "Write in your customers' language" },
    {
      p: "If your customers speak Marathi at the counter, write captions in Marathi. A bilingual caption (regional language first, one English line after) can welcome new customers without losing regulars.",
    },
    { h2: "Show the people behind the business" },
    {
      p: "Posts about the owner, the kitchen, the packing table or a regular customer (with permission) often do better than product shots, because people buy from people. Mix product posts with these.",
    },
    { h2: "Be careful with claims" },
    {
      ul: [
        "Do not promise what you cannot deliver ('delivery in 1 hour' only if it is true).",
        "Mention important details honestly: eggless or not, handloom or powerloom, return policy.",
        "If you run an offer, state the end date and conditions.",
      ],
    },
    {
      p: "{product} can learn your brand voice from a few of your best posts, so captions for new products sound like you.",
    },
  ],
};

/** Minutes to read at 200 words a minute, rounded up. */
export function readMinutes(slug: string): number {
  const words = (articleBodies[slug] ?? [])
    .flatMap((block) => ("ul" in block ? block.ul : Object.values(block)))
    .join(" ")
    .split(/\s+/).length;
  return Math.max(1, Math.ceil(words / 200));
}
