// Compiler test style: @autoclosure laziness, forwarding, escaping autoclosures and short-circuit operators
var evaluations: [String] = []
func value(_ name: String, _ v: Int) -> Int { evaluations.append(name); return v }
func flag(_ name: String, _ b: Bool) -> Bool { evaluations.append(name); return b }

func logIf(_ cond: Bool, _ message: @autoclosure () -> String) {
    if cond { print("log:", message()) }
}
logIf(false, "never \(value("hidden", 1))")
logIf(true, "shown \(value("visible", 2))")
print("evaluated:", evaluations)

// Custom short-circuit operator
infix operator &&& : LogicalConjunctionPrecedence
func &&& (lhs: Bool, rhs: @autoclosure () throws -> Bool) rethrows -> Bool {
    lhs ? try rhs() : false
}
evaluations.removeAll()
let r1 = flag("a", false) &&& flag("b", true)
let r2 = flag("c", true) &&& flag("d", true)
print(r1, r2, evaluations)

// Forwarding an autoclosure to another autoclosure parameter
func firstNonZero(_ a: @autoclosure () -> Int, _ b: @autoclosure () -> Int) -> Int {
    let va = a()
    return va != 0 ? va : b()
}
func wrapper(_ a: @autoclosure () -> Int, _ b: @autoclosure () -> Int) -> Int {
    firstNonZero(a(), b())
}
evaluations.removeAll()
print(wrapper(value("p", 3), value("q", 4)), evaluations)
evaluations.removeAll()
print(wrapper(value("p", 0), value("q", 4)), evaluations)

// Escaping autoclosures collected and run later
var pending: [() -> String] = []
func enqueue(_ job: @autoclosure @escaping () -> String) { pending.append(job) }
var counter = 0
enqueue("job \(counter)")
counter += 5
enqueue("job \(counter)")
counter += 5
print("queued", pending.count)
print(pending.map { $0() })

// ?? uses an autoclosure for its rhs
evaluations.removeAll()
let some: Int? = 8
let none: Int? = nil
let d1 = some ?? value("default1", -1)
let d2 = none ?? value("default2", -2)
print(d1, d2, evaluations)

// Autoclosure that throws
enum Oops: Error { case bad(String) }
func risky(_ s: String) throws -> String {
    if s == "boom" { throw Oops.bad(s) }
    return s.uppercased()
}
func attempt(_ f: @autoclosure () throws -> String) -> String {
    do { return try f() } catch { return "caught \(error)" }
}
print(attempt(try risky("ok")))
print(attempt(try risky("boom")))

// assert-like helper counting how many times the condition runs
var checks = 0
func check(_ c: @autoclosure () -> Bool, times: Int) -> Int {
    var passed = 0
    for _ in 0..<times where c() { passed += 1 }
    return passed
}
print(check({ checks += 1; return checks % 2 == 0 }(), times: 5), "checks:", checks)

// expect: log: shown 2
// expect: evaluated: ["visible"]
// expect: false true ["a", "c", "d"]
// expect: 3 ["p"]
// expect: 4 ["p", "q"]
// expect: queued 2
// expect: ["job 10", "job 10"]
// expect: 8 -2 ["default2"]
// expect: OK
// expect: caught bad("boom")
// expect: 2 checks: 5
