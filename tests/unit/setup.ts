import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach } from "vitest";
import { removeTempDirs } from "./temp-dir";

// Room for a state to arrive on a busy machine (findBy…, waitFor), never a check of speed: the
// library's 1 s is shorter than a loaded CI machine takes to render some screens.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
afterAll(() => removeTempDirs());
