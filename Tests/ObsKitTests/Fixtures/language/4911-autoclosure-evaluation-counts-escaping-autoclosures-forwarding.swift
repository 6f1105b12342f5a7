// Compiler test style (test/Interpreter/autoclosure.swift): autoclosure evaluation counts, escaping autoclosures and forwarding
var evaluations = 0
func expensive(_ label: String, _ value: Int) -> Int {
  evaluations += 1
  print("  evaluating \(label)")
  return value
}

func ifTrue(_ cond: Bool, _ value: @autoclosure () -> Int) -> Int? {
  return cond ? value() : nil
}
print(ifTrue(false, expensive("skipped", 1)) as Any)
print(ifTrue(true, expensive("taken", 2)) as Any)
print("evaluations \(evaluations)")

func twice(_ value: @autoclosure () -> Int) -> Int {
  return value() + value()
}
print(twice(expensive("twice", 5)))
print("evaluations \(evaluations)")

var pending: [() -> String] = []
func later(_ message: @autoclosure @escaping () -> String) {
  pending.append(message)
}
var counter = 0
later("counter was \(counter)")
counter = 10
later("counter now \(counter)")
counter = 20
for p in pending { print(p()) }

func forward(_ value: @autoclosure () -> Int) -> Int {
  return twice(value())
}
evaluations = 0
print(forward(expensive("forwarded", 3)), evaluations)

infix operator ?!: NilCoalescingPrecedence
func ?! <T>(lhs: T?, rhs: @autoclosure () -> String) -> T {
  if let v = lhs { return v }
  print("would fail with: \(rhs())")
  return lhs ?? { fatalError() }()
}
let present: Int? = 4
print(present ?! "never built \(expensive("message", 0))")

func orElse(_ a: Bool, _ b: @autoclosure () throws -> Bool) rethrows -> Bool {
  if a { return true }
  return try b()
}
struct Oops: Error {}
func boom() throws -> Bool { print("  boom evaluated"); throw Oops() }
print(try orElse(true, boom()))
do { _ = try orElse(false, boom()) } catch { print("caught \(type(of: error))") }

class Lazy {
  let make: () -> Int
  lazy var value: Int = make()
  init(_ v: @autoclosure @escaping () -> Int) { make = v }
}
evaluations = 0
let lz = Lazy(expensive("lazy", 42))
print("constructed, evaluations \(evaluations)")
print(lz.value, lz.value, evaluations)

var log: [String] = []
func record(_ s: @autoclosure () -> String) { log.append(s()) }
let items = ["a", "b"]
for (i, item) in items.enumerated() { record("\(i):\(item)") }
print(log)

func debugOnly(_ message: @autoclosure () -> String, enabled: Bool) {
  if enabled { print("debug: " + message()) }
}
evaluations = 0
debugOnly("value \(expensive("dbg", 1))", enabled: false)
debugOnly("value \(expensive("dbg", 2))", enabled: true)
print(evaluations)

let values = [3, 0, 5]
var idx = 0
func next() -> Int { defer { idx += 1 }; return values[idx] }
let lazyAnd = next() != 0 && next() != 0 && next() != 0
print(lazyAnd, idx)
idx = 0
let lazyOr = next() == 0 || next() == 0 || next() == 0
print(lazyOr, idx)
let ternary = idx > 1 ? expensive("then", 1) : expensive("else", 2)
print(ternary)

// expect: nil
// expect:   evaluating taken
// expect: Optional(2)
// expect: evaluations 1
// expect:   evaluating twice
// expect:   evaluating twice
// expect: 10
// expect: evaluations 3
// expect: counter was 20
// expect: counter now 20
// expect:   evaluating forwarded
// expect:   evaluating forwarded
// expect: 6 2
// expect: 4
// expect: true
// expect:   boom evaluated
// expect: caught Oops
// expect: constructed, evaluations 0
// expect:   evaluating lazy
// expect: 42 42 1
// expect: ["0:a", "1:b"]
// expect:   evaluating dbg
// expect: debug: value 2
// expect: 1
// expect: false 2
// expect: true 2
// expect:   evaluating then
// expect: 1
