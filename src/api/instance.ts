import { request } from "./http";
import { InstanceSchema, type Instance } from "./types";

export async function getInstance(): Promise<Instance> {
  const data = await request<unknown>("/api/v1/instance");
  return InstanceSchema.parse(data);
}
