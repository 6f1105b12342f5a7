@testable import ObsKit
import Testing

/// Issue 10's limits (Interpreter/Limits): one step budget that counts what built-ins do too, per turn in
/// the shell and per script in `obsrepl run`; a memory budget for script values that counts strings,
/// arrays and live objects.
@Suite struct LimitTests {
    static func run(_ script: String, steps: Int? = Session.defaultStepBudget, memory: Int? = Session.defaultMemoryBudget,
                    perTurn: Bool = true) -> Playback.Result {
        let session = Session()
        session.stepBudget = steps
        session.memoryBudget = memory
        session.countsStepsPerTurn = perTurn
        return Playback.run(script, fileName: "limits.swift", in: session)
    }

    /// Sorting is a built-in's own loop: its comparisons count (and Ctrl-C, checked with the budget, stops it).
    @Test func aBuiltInsWorkCountsInTheStepBudget() {
        let result = Self.run("let a = (0..<300_000).map { ($0 * 7919) % 300_000 }\nlet b = a.sorted()\nprint(b.count)", steps: 2_000_000)
        #expect(result.output == "")
        #expect(result.error?.message.hasPrefix("stopped: more than 2000000 steps (calls, loop iterations, task steps, deliveries)") == true)
        #expect(result.error?.rendered().contains("let b = a.sorted()") == true)
    }

    /// The shell counts per turn: a long session is not penalised; `obsrepl run` counts the whole script.
    @Test func theBudgetIsPerTurnInTheShellAndPerScriptInRun() {
        let script = "var n = 0\nfor i in 0..<60_000 { n += i }\nfor i in 0..<60_000 { n += i }\nprint(\"done\")"
        #expect(Self.run(script, steps: 100_000, perTurn: true).output == "done\n")
        let whole = Self.run(script, steps: 100_000, perTurn: false)
        #expect(whole.output == "")
        #expect(whole.error?.message.hasPrefix("stopped: more than 100000 steps") == true)
    }

    @Test func aValuePastTheMemoryBudgetIsRefusedBeforeItIsMade() {
        let result = Self.run("let s = String(repeating: \"ab\", count: 1_000_000)\nprint(s.count)", memory: 1 << 20)
        #expect(result.error?.message == "stopped: this value would take 2.4 MiB, more than the memory limit for script values (1.0 MiB) "
            + "— a runaway? (--max-memory SIZE raises the limit)")
        #expect(result.output == "")
    }

    /// Many small objects add up: the live objects are counted at an estimated size each.
    @Test func liveObjectsCountInTheMemoryBudget() {
        let result = Self.run("final class Cell { var value = 0 }\nvar cells: [Cell] = []\nfor _ in 0..<100_000 { cells.append(Cell()) }\nprint(cells.count)",
                              memory: 4 << 20)
        #expect(result.output == "")
        #expect(result.error?.message.contains("live objects take about") == true)
        #expect(Self.run("final class Cell { var value = 0 }\nvar cells: [Cell] = []\nfor _ in 0..<1_000 { cells.append(Cell()) }\nprint(cells.count)",
                         memory: 4 << 20).output == "1000\n")
    }

    /// A range or a stride too long to make into elements stops before it is made, with Swift's words and
    /// the size compiled Swift asks for (checked with swiftc 6.3.1: `Array(0..<(Int.max / 16))`); where
    /// Swift's own size arithmetic overflows (`Array(0..<Int.max)` corrupts its heap), with the overflow trap's.
    @Test func hugeRangesAndStridesAreSizedFirst() {
        let swift = "Fatal error: failed to allocate 4611686018427387928 bytes of memory with alignment 8"
        for code in ["print(Array(0..<(Int.max / 16)).count)", "print((0..<(Int.max / 16)).map { $0 }.count)",
                     "print(stride(from: 0, to: Int.max / 16, by: 1).count)"] {
            #expect(Self.run(code).error?.message == swift, "\(code)")
        }
        #expect(Self.run("print(Array(0..<Int.max).count)").error?.message == "Swift runtime failure: arithmetic overflow")
    }
}
