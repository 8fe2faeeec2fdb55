import { request } from "./http";
import {
  DomainBlockSchema,
  InstanceChoicesSchema,
  PeersSchema,
  type InstanceChoices,
} from "@/api/entities/instanceChoices";
import { parse, parseEach } from "./schema";

/*
 * What the instance says about itself beyond the v1 instance the start reads:
 * its own file, so the landing page's code does not carry it.
 */

/**
 * The admin's like icon and default emoji row, from the v2 instance (5.3.0+).
 * Asked once the start is over, never on its way.
 */
export async function getInstanceChoices(): Promise<InstanceChoices> {
  const data = await request<unknown>("/api/v2/instance");
  return parse(InstanceChoicesSchema, data);
}

/**
 * The servers this one refuses (4.12.0+): the hosts only. A private list
 * answers a visitor 401 'authentication required'.
 */
export async function getDomainBlocks(authToken: string | null): Promise<string[]> {
  const data = await request<unknown>("/api/v1/instance/domain_blocks", { authToken });
  return Array.isArray(data) ? parseEach(DomainBlockSchema, data).map((block) => block.domain) : [];
}

/** The servers this one has met, by host name. */
export async function getPeers(): Promise<string[]> {
  const data = await request<unknown>("/api/v1/instance/peers");
  return parse(PeersSchema, data);
}
