// Swift book style: custom operators and functions built on @autoclosure for lazy defaults
infix operator ???: NilCoalescingPrecedence
func ??? <T>(lhs: T?, rhs: @autoclosure () -> String) -> String {
    if let v = lhs { return "\(v)" }
    return rhs()
}

var trace: [String] = []
func fallback(_ s: String) -> String {
    trace.append("fallback(\(s))")
    return s
}
let age: Int? = 33
let missing: Int? = nil
print(age ??? fallback("unknown"))
print(missing ??? fallback("unknown"))
print(trace)

func lazyDefault<T>(_ value: T?, default make: @autoclosure () -> T) -> T {
    value ?? make()
}
var created = 0
func makeArray() -> [Int] { created += 1; return [created] }
print(lazyDefault([9], default: makeArray()), created)
print(lazyDefault(nil, default: makeArray()), created)

func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, line: Int = 0) -> Bool {
    if condition() { return true }
    print("check failed: \(message()) [line \(line)]")
    return false
}
let xs = [1, 2, 3]
print(check(xs.count == 3, "count"))
print(check(xs.first == 2, "first was \(xs.first!)", line: 42))

struct Lazy<T> {
    private let make: () -> T
    init(_ make: @autoclosure @escaping () -> T) { self.make = make }
    func get() -> T { make() }
}
var hits = 0
func compute() -> Int { hits += 1; return hits * 100 }
let l = Lazy(compute())
print("hits before:", hits)
print(l.get(), l.get(), "hits after:", hits)

func repeatCall(_ n: Int, _ f: @autoclosure () -> Int) -> [Int] {
    (0..<n).map { _ in f() }
}
var seed = 1
print(repeatCall(4, { seed *= 3; return seed }()))
// expect: 33
// expect: unknown
// expect: ["fallback(unknown)"]
// expect: [9] 0
// expect: [1] 1
// expect: true
// expect: check failed: first was 1 [line 42]
// expect: false
// expect: hits before: 0
// expect: 100 200 hits after: 2
// expect: [3, 9, 27, 81]
