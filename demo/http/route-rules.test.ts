import { describe, expect, it } from "vitest";
import { createDemoApp } from "../app.ts";
import { isApiPath, ROUTE_RULES } from "./route-rules.ts";

describe("the table of route rules", () => {
  it("has a rule for every API route the demo answers, and no rule without a route", () => {
    const routes = createDemoApp({ server: "3.10" }).routes.filter((route) =>
      isApiPath(route.split(" ")[1] ?? ""),
    );
    expect(routes.filter((route) => !(route in ROUTE_RULES))).toEqual([]);
    expect(Object.keys(ROUTE_RULES).filter((route) => !routes.includes(route))).toEqual([]);
  });
});
