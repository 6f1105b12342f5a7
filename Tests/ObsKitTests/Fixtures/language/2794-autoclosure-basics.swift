// Compiler test style: @autoclosure delays evaluation and can be skipped entirely
var evaluations = 0
func expensive(_ v: Int) -> Int {
    evaluations += 1
    return v * v
}

func orDefault(_ value: Int?, _ fallback: @autoclosure () -> Int) -> Int {
    if let v = value { return v }
    return fallback()
}

func logIf(_ cond: Bool, _ message: @autoclosure () -> String) {
    if cond { print("LOG:", message()) }
}

func myAnd(_ lhs: Bool, _ rhs: @autoclosure () throws -> Bool) rethrows -> Bool {
    guard lhs else { return false }
    return try rhs()
}

print(orDefault(3, expensive(9)), evaluations)
print(orDefault(nil, expensive(9)), evaluations)
logIf(false, "never \(expensive(2))")
print("evals:", evaluations)
logIf(true, "value \(expensive(4))")
print("evals:", evaluations)
print(myAnd(false, expensive(1) > 0), myAnd(true, expensive(1) > 0), evaluations)

func stash(_ c: @autoclosure @escaping () -> String) -> () -> String { c }
var name = "first"
let later = stash(name + "!")
name = "second"
print(later())
// expect: 3 0
// expect: 81 1
// expect: evals: 1
// expect: LOG: value 16
// expect: evals: 2
// expect: false true 3
// expect: second!
