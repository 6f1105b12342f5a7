// Compiler test style: @autoclosure — lazy evaluation of arguments, rethrows propagation, escaping autoclosures and short-circuit helpers
var evaluations: [String] = []
func value(_ name: String, _ v: Int) -> Int {
    evaluations.append(name)
    return v
}

func ifElse<T>(_ cond: Bool, _ a: @autoclosure () throws -> T, _ b: @autoclosure () throws -> T) rethrows -> T {
    return cond ? try a() : try b()
}

print(ifElse(true, value("a", 1), value("b", 2)))
print(ifElse(false, value("c", 3), value("d", 4)))
print("evaluated:", evaluations)
evaluations.removeAll()

enum ParseError: Error { case invalid(String) }
func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw ParseError.invalid(s) }
    return n
}

do {
    print(try ifElse(true, parse("10"), parse("oops")))
    print(try ifElse(false, parse("10"), parse("oops")))
} catch {
    print("caught:", error)
}

// A rethrowing function taking a non-throwing autoclosure does not need try
let quiet = ifElse(1 > 2, "yes", "no")
print(quiet)

// Custom logical operator with autoclosure short-circuit
infix operator &&& : LogicalConjunctionPrecedence
func &&& (lhs: Bool, rhs: @autoclosure () throws -> Bool) rethrows -> Bool {
    guard lhs else { return false }
    return try rhs()
}
func noisy(_ b: Bool, _ tag: String) -> Bool { evaluations.append(tag); return b }
print(noisy(false, "L1") &&& noisy(true, "R1"))
print(noisy(true, "L2") &&& noisy(true, "R2"))
print("evaluated:", evaluations)
evaluations.removeAll()

// Assertion-like helper: message only built on failure
func require(_ cond: @autoclosure () -> Bool, _ message: @autoclosure () -> String) -> Bool {
    if cond() { return true }
    print("requirement failed:", message())
    return false
}
func expensiveMessage(_ n: Int) -> String { evaluations.append("msg\(n)"); return "n was \(n)" }
_ = require(3 > 1, expensiveMessage(3))
_ = require(0 > 1, expensiveMessage(0))
print("messages built:", evaluations)
evaluations.removeAll()

// Escaping autoclosures stored for later evaluation
var pending: [() -> Int] = []
func defer_(_ work: @autoclosure @escaping () -> Int) { pending.append(work) }
var base = 1
defer_(base * 10)
defer_(value("late", base + 100))
base = 5
print("stored \(pending.count), nothing evaluated yet:", evaluations)
print(pending.map { $0() }, evaluations)

// Forwarding an autoclosure to another autoclosure parameter
func orDefault<T>(_ x: T?, _ fallback: @autoclosure () throws -> T) rethrows -> T {
    if let x { return x }
    return try fallback()
}
func outer(_ x: Int?, _ d: @autoclosure () throws -> Int) rethrows -> Int { try orDefault(x, d()) }
print(outer(7, value("unused", 0)), outer(nil, value("used", 9)), evaluations)
print((try? outer(nil, parse("x"))) as Any)

// expect: 1
// expect: 4
// expect: evaluated: ["a", "d"]
// expect: 10
// expect: caught: invalid("oops")
// expect: no
// expect: false
// expect: true
// expect: evaluated: ["L1", "L2", "R2"]
// expect: requirement failed: n was 0
// expect: messages built: ["msg0"]
// expect: stored 2, nothing evaluated yet: []
// expect: [50, 105] ["late"]
// expect: 7 9 ["late", "used"]
// expect: nil
