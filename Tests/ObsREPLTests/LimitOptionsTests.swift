import Foundation
import Testing

/// Issue 10's limits on the command line: on by default in the shell (piped too) and in `obsrepl run`,
/// set with `--max-steps` / `--max-memory` or `OBSREPL_MAX_STEPS` / `OBSREPL_MAX_MEMORY`.
@Suite struct LimitOptionsTests {
    @Test func thePipedShellStopsARunawayInputAndGoesOn() throws {
        let run = try CommandLineTests.obsrepl(["--no-typecheck", "--max-steps", "1000"],
                                               stdin: "var n = 0\nfor i in 0..<100_000 { n += i }\nprint(\"next\")\n")
        #expect(run.stderr.contains("stopped: more than 1000 steps (calls, loop iterations, task steps, deliveries)"))
        #expect(run.stdout.contains("next"))
    }

    @Test func runStopsAtTheMemoryLimitItWasGiven() throws {
        let file = try CommandLineTests.script("let s = String(repeating: \"ab\", count: 1_000_000)\nprint(s.count)\n")
        let run = try CommandLineTests.obsrepl(["--no-typecheck", "run", "--max-memory", "1M", file.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("more than the memory limit for script values (1.0 MiB)"))
        let roomy = try CommandLineTests.obsrepl(["--no-typecheck", "run", file.path])
        #expect(roomy.stdout == "2000000\n")
    }

    @Test func theEnvironmentSetsTheLimitsAndBadValuesAreRefused() throws {
        let file = try CommandLineTests.script("var n = 0\nfor i in 0..<100_000 { n += i }\nprint(n)\n")
        let limited = try CommandLineTests.obsrepl(["--no-typecheck", "run", file.path], environment: ["OBSREPL_MAX_STEPS": "5000"])
        #expect(limited.status == 1)
        #expect(limited.stderr.contains("stopped: more than 5000 steps"))
        let bad = try CommandLineTests.obsrepl(["run", file.path], environment: ["OBSREPL_MAX_MEMORY": "lots"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("OBSREPL_MAX_MEMORY must be a size such as 512M or 2G"))
        let badOption = try CommandLineTests.obsrepl(["--max-steps", "-3", "run", file.path])
        #expect(badOption.status == 2)
        #expect(badOption.stderr.contains("--max-steps needs a positive whole number"))
    }
}
