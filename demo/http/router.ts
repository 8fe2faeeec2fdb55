/**
 * A tiny router: "/api/v1/accounts/:id/follow"-style patterns. When several
 * patterns match, the one with more literal segments wins, so
 * /api/v1/accounts/lookup beats /api/v1/accounts/:id whatever the order.
 */
import type { Handler } from "./context.ts";

interface Route {
  method: string;
  pattern: string;
  segments: string[];
  literals: number;
  handler: Handler;
}

export type RouteMatch =
  | { kind: "found"; handler: Handler; params: Record<string, string>; pattern: string }
  | { kind: "method-not-allowed"; allowed: string[] }
  | { kind: "not-found" };

function split(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "");
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export class Router {
  private readonly routes: Route[] = [];

  add(method: string, pattern: string, handler: Handler): this {
    const segments = split(pattern);
    const literals = segments.filter((segment) => !segment.startsWith(":")).length;
    this.routes.push({ method: method.toUpperCase(), pattern, segments, literals, handler });
    return this;
  }

  get(pattern: string, handler: Handler): this {
    return this.add("GET", pattern, handler);
  }

  post(pattern: string, handler: Handler): this {
    return this.add("POST", pattern, handler);
  }

  put(pattern: string, handler: Handler): this {
    return this.add("PUT", pattern, handler);
  }

  patch(pattern: string, handler: Handler): this {
    return this.add("PATCH", pattern, handler);
  }

  delete(pattern: string, handler: Handler): this {
    return this.add("DELETE", pattern, handler);
  }

  /** Every route as "METHOD pattern", in the order added. */
  list(): string[] {
    return this.routes.map((route) => `${route.method} ${route.pattern}`);
  }

  private params(route: Route, path: string[]): Record<string, string> | null {
    if (route.segments.length !== path.length) return null;
    const params: Record<string, string> = {};
    for (let i = 0; i < path.length; i++) {
      const expected = route.segments[i] ?? "";
      const actual = path[i] ?? "";
      if (expected.startsWith(":")) params[expected.slice(1)] = decode(actual);
      else if (expected !== actual) return null;
    }
    return params;
  }

  match(method: string, pathname: string): RouteMatch {
    const path = split(pathname);
    // HEAD is answered like GET (the server adapter drops the body).
    const wanted = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
    let best: { route: Route; params: Record<string, string> } | null = null;
    const allowed = new Set<string>();
    for (const route of this.routes) {
      const params = this.params(route, path);
      if (!params) continue;
      allowed.add(route.method);
      if (route.method !== wanted) continue;
      if (!best || route.literals > best.route.literals) best = { route, params };
    }
    if (best) {
      return {
        kind: "found",
        handler: best.route.handler,
        params: best.params,
        pattern: best.route.pattern,
      };
    }
    if (allowed.size > 0) return { kind: "method-not-allowed", allowed: [...allowed] };
    return { kind: "not-found" };
  }
}
