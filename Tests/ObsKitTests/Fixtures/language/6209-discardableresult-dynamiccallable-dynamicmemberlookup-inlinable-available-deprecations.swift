// Language Reference style (attributes): @discardableResult, @dynamicCallable, @dynamicMemberLookup, @inlinable, @available deprecations
@discardableResult
func record(_ s: String) -> Int { print("record", s); return s.count }
record("one")
let n = record("three")
print(n)

@dynamicCallable
struct Summer {
    func dynamicallyCall(withArguments args: [Int]) -> Int { args.reduce(0, +) }
    func dynamicallyCall(withKeywordArguments pairs: KeyValuePairs<String, Int>) -> String {
        pairs.map { "\($0.key.isEmpty ? "_" : $0.key)=\($0.value)" }.joined(separator: ",")
    }
}
let sum = Summer()
print(sum(1, 2, 3), sum(), sum(a: 1, 2, b: 3))

@dynamicMemberLookup
struct Bag {
    var values: [String: Int]
    subscript(dynamicMember key: String) -> Int { values[key, default: -1] }
}
let bag = Bag(values: ["apples": 3])
print(bag.apples, bag.pears)

struct Point { var x: Int; var y: Int }
@dynamicMemberLookup
struct Wrapper {
    var inner: Point
    subscript<T>(dynamicMember kp: WritableKeyPath<Point, T>) -> T {
        get { inner[keyPath: kp] }
        set { inner[keyPath: kp] = newValue }
    }
}
var w = Wrapper(inner: Point(x: 1, y: 2))
w.x += 10
print(w.x, w.y, w.inner)

@inlinable func fastDouble(_ x: Int) -> Int { x * 2 }
print(fastDouble(21))

@available(*, deprecated, message: "use newAPI")
func oldAPI() -> String { "old still works" }
@available(*, deprecated, renamed: "newAPI")
func olderAPI() -> String { "older" }
print(oldAPI(), olderAPI())
@available(swift, introduced: 5.0)
func modern() -> String { "modern" }
print(modern())
@frozen enum Fixed { case a, b }
print(Fixed.b)
struct Holder { @available(*, deprecated) var legacy = 9 }
print(Holder().legacy)
@inline(__always) func tiny() -> Int { 1 }
@usableFromInline internal func used() -> Int { 2 }
print(tiny() + used())

// expect: record one
// expect: record three
// expect: 5
// expect: 6 0 a=1,_=2,b=3
// expect: 3 -1
// expect: 11 2 Point(x: 11, y: 2)
// expect: 42
// expect: old still works older
// expect: modern
// expect: b
// expect: 9
// expect: 3
