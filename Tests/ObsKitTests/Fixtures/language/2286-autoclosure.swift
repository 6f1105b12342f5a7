// Compiler test style: @autoclosure parameters: lazy evaluation, short-circuiting, escaping autoclosures, forwarding
var evaluations = 0
func expensive(_ label: String) -> String {
  evaluations += 1
  return label.uppercased()
}

func logIf(_ enabled: Bool, _ message: @autoclosure () -> String) {
  if enabled { print("LOG:", message()) }
}

logIf(false, expensive("skipped"))
logIf(true, expensive("shown"))
print("evaluations:", evaluations)

func orElse<T>(_ value: T?, _ fallback: @autoclosure () -> T) -> T {
  if let v = value { return v }
  return fallback()
}
print(orElse(5, Int(expensive("x"))!), evaluations)
print(orElse(nil, 9), evaluations)

func both(_ lhs: Bool, _ rhs: @autoclosure () throws -> Bool) rethrows -> Bool {
  return lhs ? try rhs() : false
}
struct Failure: Error {}
func explode() throws -> Bool { throw Failure() }
do {
  print(try both(false, explode()))
  print(try both(true, explode()))
} catch {
  print("caught", error)
}

var queue: [() -> String] = []
func enqueue(_ job: @autoclosure @escaping () -> String) {
  queue.append(job)
}
var counter = 0
enqueue("job \(counter)")
counter += 1
enqueue("job \(counter)")
counter = 10
print(queue.map { $0() })

func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "failed") -> String {
  return condition() ? "ok" : message()
}
func forward(_ c: @autoclosure () -> Bool) -> String {
  return check(c(), "forwarded failure")
}
print(check(1 < 2), check(3 < 2), check(false, "custom"), forward(2 > 3))

var sideEffects: [Int] = []
func record(_ n: Int) -> Int { sideEffects.append(n); return n }
let chosen = [1, 2, 3].map { orElse($0 == 2 ? nil : $0, record($0 * 100)) }
print(chosen, sideEffects)
let lazyValue: () -> Int = { record(7) }
print(sideEffects.count, lazyValue(), sideEffects.count)

// expect: LOG: SHOWN
// expect: evaluations: 1
// expect: 5 1
// expect: 9 1
// expect: false
// expect: caught Failure()
// expect: ["job 10", "job 10"]
// expect: ok failed custom forwarded failure
// expect: [1, 200, 3] [200]
// expect: 1 7 2
