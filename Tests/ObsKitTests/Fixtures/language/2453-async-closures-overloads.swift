// Compiler test style (concurrency): async function types, stored async closures, async overload selection
// known-gap: line 8: expected "from sync: sync", got "from sync: async"
typealias Step = (Int) async -> Int
typealias FailableStep = (Int) async throws -> Int

let pipeline: [(String, Step)] = [
    ("double", { $0 * 2 }),
    ("inc", { x in x + 1 }),
    ("square", { x in await Task { x * x }.value }),
]

func run(_ value: Int, through steps: [(String, Step)]) async -> Int {
    var v = value
    for (name, step) in steps {
        v = await step(v)
        print("  \(name) -> \(v)")
    }
    return v
}
print("result:", await run(3, through: pipeline))

// Sync functions convert to async function types.
func negate(_ x: Int) -> Int { -x }
let converted: Step = negate
print("converted:", await converted(9))

enum StepError: Error { case negative(Int) }
let guarded: FailableStep = { x in
    if x < 0 { throw StepError.negative(x) }
    return x * 3
}
print("guarded 4:", try await guarded(4))
do { _ = try await guarded(-2) } catch { print("guarded error:", error) }

// Overload resolution: the async overload is preferred in an async context.
func source() -> String { "sync" }
func source() async -> String { "async" }
func fromSync() -> String { source() }
func fromAsync() async -> String { await source() }
print("from sync:", fromSync())
print("from async:", await fromAsync())

let handlers: [String: (String) async -> String] = [
    "upper": { $0.uppercased() },
    "rev": { String($0.reversed()) },
    "dup": { s in s + s },
]
for key in handlers.keys.sorted() {
    print(key, await handlers[key]!("abc"))
}

func compose(_ f: @escaping Step, _ g: @escaping Step) -> Step {
    { x in await g(await f(x)) }
}
let both = compose({ $0 + 10 }, { $0 * 2 })
print("composed:", await both(5))
func apply(_ f: () async throws -> Int) async rethrows -> Int { try await f() + 1 }
print("apply:", await apply { 41 })

// expect:   double -> 6
// expect:   inc -> 7
// expect:   square -> 49
// expect: result: 49
// expect: converted: -9
// expect: guarded 4: 12
// expect: guarded error: negative(-2)
// expect: from sync: sync
// expect: from async: async
// expect: dup abcabc
// expect: rev cba
// expect: upper ABC
// expect: composed: 30
// expect: apply: 42
