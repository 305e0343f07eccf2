import { createGoogle } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { Config } from "#server/config.ts";
import { createSdkCaptionModel } from "./sdk-model.ts";
import type { CaptionModel } from "./types.ts";

export type { CaptionModel, ModelErrorKind, ModelImage, ModelUsage, StructuredRequest } from "./types.ts";
export { ModelError } from "./types.ts";

/**
 * The configured model: Google Gemini, OpenAI (Responses API), or any OpenAI-compatible
 * server (Ollama, vLLM, LM Studio, OpenRouter …); undefined means the offline engine.
 */
export function createCaptionModel(ai: Config["ai"]): CaptionModel | undefined {
  switch (ai.provider) {
    case "offline":
      return undefined;
    case "gemini": {
      const google = createGoogle({ apiKey: ai.apiKey, ...(ai.baseUrl ? { baseURL: ai.baseUrl } : {}) });
      return createSdkCaptionModel("gemini", ai.model, google(ai.model));
    }
    case "openai": {
      const openai = createOpenAI({ apiKey: ai.apiKey, ...(ai.baseUrl ? { baseURL: ai.baseUrl } : {}) });
      return createSdkCaptionModel("openai", ai.model, openai(ai.model));
    }
    case "openai-compatible": {
      const compatible = createOpenAICompatible({
        name: "compatible",
        baseURL: ai.baseUrl ?? "",
        apiKey: ai.apiKey,
        supportsStructuredOutputs: true,
      });
      return createSdkCaptionModel("openai-compatible", ai.model, compatible(ai.model));
    }
  }
}
