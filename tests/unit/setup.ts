import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach } from "vitest";
import { removeTempDirs } from "./temp-dir";

afterEach(() => cleanup());
afterAll(() => removeTempDirs());
