import { describe, expect, it } from "vitest";
import { createSignal, createStore } from "./store";

describe("createSignal", () => {
  it("tells each listener until it stops listening", () => {
    const signal = createSignal();
    const heard: string[] = [];
    const stopA = signal.subscribe(() => heard.push("a"));
    signal.subscribe(() => heard.push("b"));
    expect(signal.listening()).toBe(2);
    signal.notify();
    stopA();
    signal.notify();
    expect(heard).toEqual(["a", "b", "b"]);
    expect(signal.listening()).toBe(1);
  });

  it("a listener that stops another while being told does not break the round", () => {
    const signal = createSignal();
    const heard: string[] = [];
    let stopB = () => {};
    signal.subscribe(() => {
      heard.push("a");
      stopB();
    });
    stopB = signal.subscribe(() => heard.push("b"));
    signal.notify();
    signal.notify();
    expect(heard).toEqual(["a", "b", "a"]);
  });
});

describe("createStore", () => {
  it("holds the value set and tells the listeners of a change only", () => {
    const store = createStore({ count: 0 });
    let told = 0;
    store.subscribe(() => (told += 1));
    const same = store.get();
    store.set(same);
    expect(told).toBe(0);
    store.set({ count: 1 });
    expect(store.get()).toEqual({ count: 1 });
    expect(told).toBe(1);
  });
});
