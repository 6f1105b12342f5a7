// Compiler test style: Equatable/Hashable synthesis for generic types with conditional conformance
struct Tagged<Value> {
  var tag: String
  var value: Value
}
extension Tagged: Equatable where Value: Equatable {}
extension Tagged: Hashable where Value: Hashable {}

enum Slot<T> {
  case empty
  case filled(T)
  case pair(T, T)
}
extension Slot: Equatable where T: Equatable {}
extension Slot: Hashable where T: Hashable {}

struct Wrapper<A, B>: Equatable where A: Equatable, B: Equatable {
  var a: A
  var b: [B]
}

struct Opaque { var n: Int }

func countDistinct<T: Hashable>(_ items: [T]) -> Int { Set(items).count }
func isEqual<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
func canCompare(_ x: Any) -> Bool { x is any Equatable }

let a = Tagged(tag: "x", value: 1)
let b = Tagged(tag: "x", value: 1)
let c = Tagged(tag: "y", value: 1)
print(a == b, a == c, a != c)
print(countDistinct([a, b, c, Tagged(tag: "x", value: 2)]))
print(Slot<Int>.empty == .empty, Slot.filled(3) == .filled(3), Slot.filled(3) == .pair(3, 3))
print(Slot.pair("a", "b") == .pair("a", "b"), Slot.pair("a", "b") == .pair("b", "a"))
print(countDistinct([Slot.filled(1), .empty, .filled(1), .pair(1, 1), .empty]))
var dict: [Slot<String>: Int] = [:]
for s in [Slot.filled("k"), .empty, .filled("k")] { dict[s, default: 0] += 1 }
print(dict[.filled("k")]!, dict[.empty]!, dict[.pair("k", "k")] == nil)
print(Wrapper(a: 1, b: ["q"]) == Wrapper(a: 1, b: ["q"]), Wrapper(a: 1, b: [2]) == Wrapper(a: 1, b: [2, 3]))
print(isEqual(Tagged(tag: "n", value: [1, 2]), Tagged(tag: "n", value: [1, 2])))
print(canCompare(a), canCompare(Tagged(tag: "o", value: Opaque(n: 1))))
print(canCompare(Slot<Int>.empty), canCompare(Slot<Opaque>.empty))
print(Tagged(tag: "h", value: 5).hashValue == Tagged(tag: "h", value: 5).hashValue)
// expect: true false true
// expect: 3
// expect: true true false
// expect: true false
// expect: 3
// expect: 2 1 true
// expect: true false
// expect: true
// expect: true false
// expect: true false
// expect: true
