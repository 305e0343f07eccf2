import { describe, expect, it } from "vitest";
import { serverFieldMessage } from "./form-errors.ts";

describe("serverFieldMessage", () => {
  it("finds the server's message about one field among the validation's parts", () => {
    const message = "language: Invalid option; note: The note can be at most 200 characters";
    expect(serverFieldMessage(message, "note")).toBe("The note can be at most 200 characters");
    expect(serverFieldMessage(message, "language")).toBe("Invalid option");
  });

  it("is undefined when no part is about the field, or there is no message", () => {
    expect(serverFieldMessage("Failed to generate AI content. Please try again.", "note")).toBeUndefined();
    expect(serverFieldMessage("notes: something else", "note")).toBeUndefined();
    expect(serverFieldMessage(undefined, "note")).toBeUndefined();
  });
});
