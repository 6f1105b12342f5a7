// Compiler test style: forwarding autoclosures and short-circuit custom operators
var log: [String] = []
func val(_ name: String, _ v: Bool) -> Bool { log.append(name); return v }
func num(_ name: String, _ v: Int?) -> Int? { log.append(name); return v }

infix operator &&&: LogicalConjunctionPrecedence
func &&& (lhs: Bool, rhs: @autoclosure () -> Bool) -> Bool {
    lhs ? rhs() : false
}

func check(_ cond: @autoclosure () -> Bool, _ msg: @autoclosure () -> String) -> String {
    return inner(cond(), msg())
}
func inner(_ cond: @autoclosure () -> Bool, _ msg: @autoclosure () -> String) -> String {
    cond() ? "pass" : "fail: " + msg()
}

print(val("a", false) &&& val("b", true), log)
log.removeAll()
print(val("a", true) &&& val("b", true) &&& val("c", false), log)
log.removeAll()
print(check(val("x", true), "never"), check(val("y", false), "because y"), log)
log.removeAll()
let r = num("first", nil) ?? num("second", 2) ?? num("third", 3)
print(r!, log)
log.removeAll()
let r2 = num("first", 1) ?? num("second", 2) ?? 0
print(r2, log)
log.removeAll()
print(val("p", true) || val("q", true), val("r", false) || val("s", true), log)
// expect: false ["a"]
// expect: false ["a", "b", "c"]
// expect: pass fail: because y ["x", "y"]
// expect: 2 ["first", "second"]
// expect: 1 ["first"]
// expect: true true ["p", "r", "s"]
