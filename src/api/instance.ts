import { request } from "./http";
import { InstanceSchema, type Instance } from "./types";

export async function getInstance(signal?: AbortSignal): Promise<Instance> {
  const data = await request<unknown>("/api/v1/instance", signal ? { signal } : {});
  return InstanceSchema.parse(data);
}
