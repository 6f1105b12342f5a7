// Compiler test style: @autoclosure parameters are evaluated lazily and only when used
var evaluations = 0
func expensive(_ label: String) -> Bool {
    evaluations += 1
    print("evaluating \(label)")
    return label.count > 3
}

func myAnd(_ lhs: Bool, _ rhs: @autoclosure () -> Bool) -> Bool {
    lhs ? rhs() : false
}

print(myAnd(false, expensive("skip")))
print(myAnd(true, expensive("long")))
print("evaluations:", evaluations)

func logIf(_ enabled: Bool, _ message: @autoclosure () -> String) {
    if enabled { print("LOG:", message()) }
}
var built = 0
func buildMessage() -> String { built += 1; return "built #\(built)" }
logIf(false, buildMessage())
logIf(true, buildMessage())
logIf(true, "literal \(1 + 1)")
print("built:", built)

func twice(_ body: @autoclosure () -> Int) -> Int { body() + body() }
var n = 10
print(twice({ n += 1; return n }()))
print("n:", n)

var queue: [() -> String] = []
func enqueue(_ item: @autoclosure @escaping () -> String) { queue.append(item) }
var name = "first"
enqueue(name)
name = "second"
enqueue(name.uppercased())
name = "third"
for q in queue { print(q()) }

func firstNonNil<T>(_ a: T?, _ b: @autoclosure () -> T) -> T {
    if let a { return a }
    print("(fallback)")
    return b()
}
print(firstNonNil(5, 99))
print(firstNonNil(nil as Int?, 99))

struct Assert {
    static var failures: [String] = []
    static func check(_ cond: @autoclosure () -> Bool, _ msg: @autoclosure () -> String) {
        if !cond() { failures.append(msg()) }
    }
}
Assert.check(1 + 1 == 2, "math works")
Assert.check([1, 2].isEmpty, "array should be empty")
Assert.check("x" > "y", "x after y")
print(Assert.failures)

// expect: false
// expect: evaluating long
// expect: true
// expect: evaluations: 1
// expect: LOG: built #1
// expect: LOG: literal 2
// expect: built: 1
// expect: 23
// expect: n: 12
// expect: third
// expect: THIRD
// expect: 5
// expect: (fallback)
// expect: 99
// expect: ["array should be empty", "x after y"]
