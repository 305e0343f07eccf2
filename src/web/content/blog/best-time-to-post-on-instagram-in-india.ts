import type { Block } from "../blocks.ts";

/** The text of the blog article /blog/best-time-to-post-on-instagram-in-india (its title and date are in contract/blog.ts). */
const body: readonly Block[] = [
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
];

export default body;
