// Custom short-circuit operators &&& and ||| with @autoclosure, a ?! default operator, and evaluation tracing
var log: [String] = []
func t(_ name: String, _ v: Bool) -> Bool { log.append(name); return v }
func n(_ name: String, _ v: Int?) -> Int? { log.append(name); return v }

infix operator &&&: LogicalConjunctionPrecedence
infix operator |||: LogicalDisjunctionPrecedence
infix operator ?!: NilCoalescingPrecedence

func &&& (lhs: Bool, rhs: @autoclosure () throws -> Bool) rethrows -> Bool {
    lhs ? try rhs() : false
}
func ||| (lhs: Bool, rhs: @autoclosure () throws -> Bool) rethrows -> Bool {
    lhs ? true : try rhs()
}
func ?! <T>(lhs: T?, rhs: @autoclosure () -> T) -> T {
    if let v = lhs { return v }
    log.append("default used")
    return rhs()
}

func run(_ label: String, _ body: () -> Any) {
    log = []
    let r = body()
    print(label, r, log)
}

run("T&&&F") { t("a", true) &&& t("b", false) }
run("F&&&T") { t("a", false) &&& t("b", true) }
run("T|||F") { t("a", true) ||| t("b", false) }
run("F|||T") { t("a", false) ||| t("b", true) }
run("chain") { t("a", true) &&& t("b", true) &&& t("c", false) &&& t("d", true) }
run("prec") { t("a", false) &&& t("b", true) ||| t("c", true) }
run("prec2") { t("a", true) ||| t("b", true) &&& t("c", false) }
run("mix") { t("a", false) ||| t("b", false) ||| t("c", true) ||| t("d", true) }
run("?! some") { n("x", 5) ?! (n("y", 9) ?! 0) }
run("?! none") { n("x", nil) ?! (n("y", 9) ?! 0) }
run("?! all nil") { n("x", nil) ?! n("y", nil) ?! -1 }

enum Bad: Error { case boom }
func risky(_ v: Bool) throws -> Bool {
    log.append("risky")
    if !v { throw Bad.boom }
    return v
}
log = []
do {
    let a = try false &&& risky(false)
    print("no throw because short-circuit", a, log)
    let b = try true &&& risky(false)
    print("unreachable", b)
} catch {
    print("caught", error, log)
}

struct Lazy {
    var count = 0
    mutating func check(_ cond: @autoclosure () -> Bool, times: Int) -> Int {
        var hits = 0
        for _ in 0..<times where cond() { hits += 1 }
        count += times
        return hits
    }
}
var calls = 0
var lz = Lazy()
let hits = lz.check({ calls += 1; return calls % 2 == 0 }(), times: 5)
print("hits", hits, "calls", calls, "count", lz.count)
func assertish(_ c: @autoclosure () -> Bool, _ msg: @autoclosure () -> String) {
    if !c() { print("failed:", msg()) } else { print("ok (message never built)") }
}
assertish(1 + 1 == 2, { log.append("msg"); return "math" }())
assertish(2 > 3, "ordering \(2) vs \(3)")
print(log.contains("msg"))

// expect: T&&&F false ["a", "b"]
// expect: F&&&T false ["a"]
// expect: T|||F true ["a"]
// expect: F|||T true ["a", "b"]
// expect: chain false ["a", "b", "c"]
// expect: prec true ["a", "c"]
// expect: prec2 true ["a"]
// expect: mix true ["a", "b", "c"]
// expect: ?! some 5 ["x"]
// expect: ?! none 9 ["x", "default used", "y"]
// expect: ?! all nil -1 ["x", "default used", "y", "default used"]
// expect: no throw because short-circuit false []
// expect: caught boom ["risky"]
// expect: hits 2 calls 5 count 5
// expect: ok (message never built)
// expect: failed: ordering 2 vs 3
// expect: false
