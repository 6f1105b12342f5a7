// Compiler-test style: @escaping closures stored for later, @autoclosure lazy evaluation and short-circuiting
var handlers: [(String) -> String] = []

func register(_ h: @escaping (String) -> String) { handlers.append(h) }
func runNow(_ f: (Int) -> Int) -> Int { f(3) }

var evaluated: [String] = []
func expensive(_ tag: String, _ v: Bool) -> Bool {
    evaluated.append(tag)
    return v
}

func myAnd(_ a: Bool, _ b: @autoclosure () -> Bool) -> Bool { a ? b() : false }
func logIf(_ cond: Bool, _ message: @autoclosure () -> String) {
    if cond { print("log:", message()) }
}
func delayed(_ value: @autoclosure @escaping () -> Int) -> () -> Int { value }

register { $0.uppercased() }
register { s in String(s.reversed()) }
let suffix = "!"
register { $0 + suffix }
print(handlers.map { $0("swift") })
print(runNow { $0 * $0 })

print(myAnd(false, expensive("A", true)), myAnd(true, expensive("B", false)))
print("evaluated:", evaluated)

var n = 0
logIf(false, { n += 1; return "never" }())
logIf(true, "n is \(n)")

var source = 1
let later = delayed(source * 100)
source = 5
print(later(), later())

var queue: [() -> Void] = []
func enqueue(_ label: String, _ work: @escaping () -> Void) {
    queue.append { print("start \(label)"); work() }
}
enqueue("one") { print("work one") }
enqueue("two") { print("work two") }
print("queued \(queue.count)")
queue.forEach { $0() }

// expect: ["SWIFT", "tfiws", "swift!"]
// expect: 9
// expect: false false
// expect: evaluated: ["B"]
// expect: log: n is 0
// expect: 500 500
// expect: queued 2
// expect: start one
// expect: work one
// expect: start two
// expect: work two
