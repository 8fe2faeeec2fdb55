import { skipToken, useQuery } from "@tanstack/react-query";
import { getCustomEmojis } from "@/api/statuses";

const customEmojiKeys = { all: ["customEmojis"] as const };

/** The instance's custom emoji, asked for once a picker opens. */
export function useCustomEmojis(wanted: boolean) {
  return useQuery({
    queryKey: customEmojiKeys.all,
    queryFn: wanted ? getCustomEmojis : skipToken,
    staleTime: Infinity,
  });
}
