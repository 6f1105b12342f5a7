// Compiler test style (concurrency): MainActor.run, assumeIsolated, isolated parameters and #isolation
// known-gap: error: 2460-mainactor-run-isolation.swift:49:50: error: not supported yet: macros
@MainActor enum Screen {
    static var log: [String] = []
}

@MainActor func draw(_ s: String) {
    Screen.log.append(s)
}

func backgroundWork(_ n: Int) async -> Int {
    let value = n * 3
    await MainActor.run { draw("progress \(value)") }
    return value
}

let a = await backgroundWork(2)
let b = await backgroundWork(5)
print("results:", a, b)
print("screen:", Screen.log)

let returned = await MainActor.run { () -> Int in
    draw("inside run")
    return Screen.log.count
}
print("returned:", returned)

func syncCallback() {
    MainActor.assumeIsolated { draw("assumed") }
}
syncCallback()
print("last:", Screen.log.last ?? "")

actor Counter {
    var value = 0
    func bump() { value += 1 }
}

func bumpTwice(_ c: isolated Counter) -> Int {
    c.bump()
    c.bump()
    return c.value
}

let counter = Counter()
print("bumpTwice:", await bumpTwice(counter))
print("bumpTwice again:", await bumpTwice(counter))

func whereAmI(isolation: isolated (any Actor)? = #isolation) -> String {
    guard let isolation else { return "nonisolated" }
    return isolation === MainActor.shared ? "main actor" : "other actor \(type(of: isolation))"
}

print("top level:", whereAmI())
print("explicit nil:", whereAmI(isolation: nil))
print("counter:", await whereAmI(isolation: counter))

extension Counter {
    func location() -> String { whereAmI() }
}
print("from actor method:", await counter.location())

@MainActor
func mainOnly() -> String { "main only: \(Screen.log.count) entries" }
let fromDetached = await Task.detached { await mainOnly() }.value
print(fromDetached)

// expect: results: 6 15
// expect: screen: ["progress 6", "progress 15"]
// expect: returned: 3
// expect: last: assumed
// expect: bumpTwice: 2
// expect: bumpTwice again: 4
// expect: top level: main actor
// expect: explicit nil: nonisolated
// expect: counter: other actor Counter
// expect: from actor method: other actor Counter
// expect: main only: 4 entries
