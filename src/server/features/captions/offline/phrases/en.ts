import type { PhraseBank, SceneFacts } from "../types.ts";

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

const LIGHT = { dark: "low light", normal: "", bright: "bright light" } as const;
const SHAPE = { portrait: "Portrait photo", landscape: "Landscape photo", square: "Square photo" } as const;

const peopleText = (n: number) => (n === 1 ? "one person" : `${n} people`);

/** English as Indian creators write it on Instagram: warm, simple, a little playful. */
export const en: PhraseBank = {
  language: "english",
  script: "native",
  objects: {
    cake: "a cake",
    plate: "a plate",
    cup: "a cup",
    bowl: "a bowl",
    pizza: "pizza",
    fruit: "fruit",
    dog: "a dog",
    cat: "a cat",
    laptop: "a laptop",
    phone: "a phone",
    bicycle: "a bicycle",
    car: "a car",
    backpack: "a backpack",
    handbag: "a handbag",
    suitcase: "a suitcase",
    book: "a book",
    plant: "a plant",
    ball: "a ball",
    bottle: "a bottle",
  },
  colours: {
    red: "red",
    orange: "orange",
    yellow: "yellow",
    green: "green",
    blue: "blue",
    purple: "purple",
    pink: "pink",
    brown: "brown",
    black: "black",
    white: "white",
    grey: "grey",
  },
  list,
  objectLines: ["Starring: {objects}. Honestly, what more do you need?", "In one frame: {objects}. My kind of day."],
  colourLines: [
    "Those {colours} tones are doing all the talking.",
    "A little {colours} palette to brighten your feed.",
  ],
  lightLines: {
    dark: ["Low light, big mood.", "Soft shadows, slow evening feels."],
    bright: ["Full of light and good energy.", "Bright, fresh and glowing."],
  },
  peopleLines: {
    one: ["One person, one frame, all the feels.", "Just one person owning the moment."],
    group: [
      "{count} people, one frame — that's the energy we love.",
      "{count} people in one shot, zero boring moments.",
    ],
  },
  peopleWords: ["person", "people"],
  fields: {
    lifestyle: {
      headings: [
        "Living for these simple days",
        "Little moments, big joy",
        "Slow days, good days",
        "This is my kind of everyday",
      ],
      openers: [
        "Here's to the ordinary days that turn out beautiful.",
        "Some days are just meant to be soaked in.",
        "Finding joy in the everyday, one frame at a time.",
      ],
      lines: [
        "It's the small things that make life feel full.",
        "No rush, no noise — just a good day done right.",
        "Collecting moments, not things.",
      ],
      description: [
        "A lifestyle post about enjoying everyday moments.",
        "An easy, feel-good post about slowing down and enjoying the day.",
      ],
      tags: ["everydaymoments"],
    },
    fashion: {
      headings: [
        "Outfit of the day, mood of the week",
        "Style on repeat",
        "Today's look, today's mood",
        "Dressed for the vibe",
      ],
      openers: [
        "Dress for the day you want to have.",
        "Style is how you say who you are without a word.",
        "Wearing my mood today.",
      ],
      lines: [
        "Good clothes, better confidence.",
        "Trends come and go; your own style stays.",
        "Simple pieces, styled with intent.",
      ],
      description: [
        "A fashion post about personal style and confidence.",
        "A style post celebrating outfits that feel like you.",
      ],
      tags: ["ootdindia"],
    },
    food: {
      headings: ["Food that feels like a hug", "Good food, good mood", "Served with love", "A treat worth waiting for"],
      openers: [
        "Calling all foodies — this one's worth the craving.",
        "Good food is the best kind of therapy.",
        "This is your sign to treat yourself today.",
      ],
      lines: [
        "Every bite tells a little story.",
        "Made with love, best shared with the ones you love.",
        "Some flavours just feel like home.",
      ],
      description: [
        "A food post about flavour, comfort and sharing a good meal.",
        "A food post inviting everyone to enjoy and share a great dish.",
      ],
      tags: ["foodiesofindia"],
    },
    travel: {
      headings: [
        "Away and loving it",
        "Wander often, wonder always",
        "Postcards from the road",
        "New places, new stories",
      ],
      openers: [
        "Some places stay with you long after you leave.",
        "Every journey leaves a little something in your heart.",
        "Take the long road — it has the best views.",
      ],
      lines: [
        "Collect memories, not souvenirs.",
        "The best stories begin with a trip.",
        "Somewhere between here and there, I found my calm.",
      ],
      description: [
        "A travel post about exploring new places.",
        "A travel post that captures the joy of being on the move.",
      ],
      tags: ["travelindia"],
    },
    fitness: {
      headings: ["One workout at a time", "Stronger every day", "Sweat now, shine later", "Progress over perfection"],
      openers: [
        "Strength is built a little every day.",
        "Discipline beats motivation, every single day.",
        "One more rep, one more step, one better version.",
      ],
      lines: [
        "Your body can do it; it's your mind you have to convince.",
        "Small wins add up to big changes.",
        "Show up, even on the hard days.",
      ],
      description: [
        "A fitness post about consistency and progress.",
        "A fitness post encouraging steady, healthy habits.",
      ],
      tags: ["fitnessindia"],
    },
    tech: {
      headings: ["Upgrade your everyday", "Tech that makes life easier", "Setup goals", "Smart picks for smart work"],
      openers: [
        "Small upgrades, big difference.",
        "The right tools make every task feel lighter.",
        "Good tech is the kind you stop noticing.",
      ],
      lines: ["Work smarter, not harder.", "Clean setup, clear mind.", "A little upgrade can change your whole day."],
      description: [
        "A tech post about tools that make work and life easier.",
        "A tech post about useful gadgets and smart setups.",
      ],
      tags: ["techindia"],
    },
    beauty: {
      headings: ["Glow mode: on", "Glow from within", "Self-care, always", "Your skin, your rules"],
      openers: [
        "A little self-care goes a long way.",
        "Self-care isn't selfish; it's essential.",
        "Glow is a habit, not a filter.",
      ],
      lines: [
        "Take a moment for yourself today.",
        "Simple routine, happy skin.",
        "Beauty is feeling good in your own skin.",
      ],
      description: [
        "A beauty post about self-care and simple routines.",
        "A beauty post celebrating a natural glow and self-care.",
      ],
      tags: ["beautyindia"],
    },
  },
  tones: {
    friendly: {
      openers: ["Hi everyone!", "Hey lovelies!", "Hello, friends!"],
      closers: [
        "Have a lovely day, everyone.",
        "Sending good vibes your way.",
        "Hope this makes your day a little brighter.",
      ],
    },
    witty: {
      openers: ["Fun fact:", "Plot twist:", "Breaking news:"],
      closers: ["Consider this your daily dose of good vibes.", "No regrets, only reels.", "Overthinking? Not today."],
    },
    inspiring: {
      openers: ["A little reminder for today:", "Here's your reminder:", "Believe in the little steps."],
      closers: [
        "Small steps still move you forward.",
        "Keep going — your best days are ahead.",
        "Start where you are; that's enough.",
      ],
    },
    professional: {
      openers: ["New on our page:", "Today's feature:", "Here's what we're sharing today."],
      closers: [
        "We'd love to hear your feedback.",
        "Thank you for being part of this community.",
        "Follow along for more every week.",
      ],
    },
    festive: {
      openers: ["Let's celebrate!", "It's time to celebrate!", "Celebration mode: on!"],
      closers: [
        "Wishing you joy and plenty of reasons to smile.",
        "Here's to more reasons to celebrate.",
        "Let the good times roll!",
      ],
    },
  },
  cta: [
    "Tell us in the comments what you think!",
    "Save this for later.",
    "Tag a friend who needs to see this.",
    "Share this with someone who'd love it.",
  ],
  languageTags: ["IndianCreators"],
  describe(facts: SceneFacts) {
    const parts: string[] = [];
    if (facts.objects.length > 0) parts.push(`The photo shows ${list(facts.objects)}`);
    if (facts.people > 0) parts.push(`${parts.length ? "with" : "The photo shows"} ${peopleText(facts.people)}`);
    const colours = facts.colours.length > 0 ? `${list(facts.colours)} tones` : "";
    const light = LIGHT[facts.light];
    const look = [colours, light].filter(Boolean).join(" and ");
    if (parts.length === 0) return look ? `The photo has ${look}.` : "";
    return `${parts.join(" ")}${look ? `, in ${look}` : ""}.`;
  },
  alt(facts: SceneFacts) {
    const parts = [
      facts.objects.length ? list(facts.objects) : "",
      facts.people > 0 ? peopleText(facts.people) : "",
      facts.colours.length ? `${list(facts.colours)} tones` : "",
      LIGHT[facts.light],
    ].filter(Boolean);
    return parts.length ? `${SHAPE[facts.orientation]}: ${parts.join(", ")}` : SHAPE[facts.orientation];
  },
};
