/**
 * The ways a failing server answers, as the screen tests meet them, each
 * with the message a person should then read.
 */
export interface ServerFault {
  name: string;
  answer: () => Promise<Response>;
  message: string;
}

const UNREADABLE = "The server's answer could not be read";

export const htmlServerError: ServerFault = {
  name: "a 500 with an HTML body",
  answer: () =>
    Promise.resolve(
      new Response("<h1>Internal Server Error</h1>", {
        status: 500,
        statusText: "Internal Server Error",
        headers: { "Content-Type": "text/html" },
      }),
    ),
  message: "Internal Server Error",
};

/** A 200 whose JSON stops after `start` (e.g. `{"id": "1", "username": `). */
export function cutOffJson(start: string): ServerFault {
  return {
    name: "a 200 whose JSON is cut off",
    answer: () =>
      Promise.resolve(new Response(start, { headers: { "Content-Type": "application/json" } })),
    message: UNREADABLE,
  };
}

/** A 200 with JSON of another shape than the one the call reads. */
export function otherShapeJson(body: object): ServerFault {
  return {
    name: "a 200 whose JSON is of another shape",
    answer: () => Promise.resolve(Response.json(body)),
    message: UNREADABLE,
  };
}

export const networkError: ServerFault = {
  name: "no answer at all (network error)",
  answer: () => Promise.reject(new TypeError("Failed to fetch")),
  message: "The server could not be reached",
};
