import { describe, expect, it } from "vitest";
import { hashtagLine, postText } from "./post-text.ts";

describe("the one text of a post", () => {
  it("puts the heading first, then the caption, then the post's hashtags with #", () => {
    expect(
      postText({ heading: " Chai time ", caption: "Baarish aur chai.\nPerfect.", hashtags: ["Chai", "Monsoon"] }),
    ).toBe("Chai time\n\nBaarish aur chai.\nPerfect.\n\n#Chai #Monsoon");
  });

  it("leaves out empty parts instead of leaving blank lines", () => {
    expect(postText({ heading: "", caption: "Only a caption", hashtags: [] })).toBe("Only a caption");
    expect(postText({ heading: "Title", caption: "  ", hashtags: ["a"] })).toBe("Title\n\n#a");
    expect(postText({ heading: " ", caption: " ", hashtags: " " })).toBe("");
  });

  it("gives the same text for the Create Post list and the saved string", () => {
    const fromList = postText({ heading: "सुबह की चाय", caption: "अदरक वाली ☕", hashtags: ["chai", "मुंबई"] });
    const fromSaved = postText({ heading: "सुबह की चाय", caption: "अदरक वाली ☕", hashtags: "#chai #मुंबई" });
    expect(fromSaved).toBe(fromList);
    expect(hashtagLine("  #a   #b ")).toBe("#a #b");
    expect(hashtagLine(["#a", "b"])).toBe("#a #b");
  });
});
