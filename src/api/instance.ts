import { request } from "./http";
import { InstanceSchema, type Instance } from "@/api/entities/instance";
import { parse } from "./schema";

/**
 * The v1 instance: it is the one every version fills alike, and the only one
 * that still says `federated_timeline_restricted` on 5.x servers (v2 dropped it
 * in 5.0.0).
 */
export async function getInstance(): Promise<Instance> {
  const data = await request<unknown>("/api/v1/instance");
  return parse(InstanceSchema, data);
}
