// Compiler test style: default operator implementations in protocol extensions and static dispatch
// known-gap: error: 4377-protocol-extension-operators.swift:13:12: error: 'VectorLike' cannot be constructed because it has no accessible initializers

protocol VectorLike {
  var components: [Int] { get }
  init(components: [Int])
}

extension VectorLike {
  static func + (a: Self, b: Self) -> Self {
    return Self(components: zip(a.components, b.components).map(+))
  }
  static prefix func - (a: Self) -> Self {
    return Self(components: a.components.map { -$0 })
  }
  static func - (a: Self, b: Self) -> Self {
    return a + -b
  }
  static func += (a: inout Self, b: Self) {
    a = a + b
  }
  static func == (a: Self, b: Self) -> Bool {
    return a.components == b.components
  }
}

struct V2: VectorLike, Equatable {
  var components: [Int]
}

struct V3: VectorLike {
  var components: [Int]
  static func + (a: V3, b: V3) -> V3 {
    return V3(components: zip(a.components, b.components).map { $0 + $1 + 1000 })
  }
}

protocol Scalable {
  static func * (lhs: Self, rhs: Int) -> Self
}

extension Scalable {
  static func * (lhs: Int, rhs: Self) -> Self {
    return rhs * lhs
  }
  func doubled() -> Self { return self * 2 }
}

extension V2: Scalable {
  static func * (lhs: V2, rhs: Int) -> V2 {
    return V2(components: lhs.components.map { $0 * rhs })
  }
}

extension String: Scalable {
  static func * (lhs: String, rhs: Int) -> String {
    return String(repeating: lhs, count: rhs)
  }
}

func sumAll<T: VectorLike>(_ xs: [T]) -> T {
  var acc = xs[0]
  for x in xs.dropFirst() {
    acc += x
  }
  return acc
}

func genericAdd<T: VectorLike>(_ a: T, _ b: T) -> T {
  return a + b
}

let a = V2(components: [1, 2])
let b = V2(components: [10, 20])
print((a + b).components)
print((a - b).components)
print((-a).components)
print(a == V2(components: [1, 2]), a != b)
print(sumAll([a, b, a]).components)
print(genericAdd(a, b).components)

let c = V3(components: [1, 1, 1])
let d = V3(components: [2, 3, 4])
print((c + d).components)
print(genericAdd(c, d).components)
print(sumAll([c, d]).components)
print((c - d).components)
print(c == V3(components: [1, 1, 1]))

print((a * 3).components)
print((3 * a).components)
print(a.doubled().components)
print("ab" * 3)
print(2 * "xy")
print("-".doubled().doubled())

func scaleAll<T: Scalable>(_ xs: [T], by k: Int) -> [T] {
  return xs.map { k * $0 }
}
print(scaleAll(["a", "bc"], by: 2))
print(scaleAll([a, b], by: -1).map { $0.components })
var acc = V2(components: [0, 0])
for i in 1...4 {
  acc += V2(components: [i, i * i])
}
print(acc.components)

// expect: [11, 22]
// expect: [-9, -18]
// expect: [-1, -2]
// expect: true true
// expect: [12, 24]
// expect: [11, 22]
// expect: [1003, 1004, 1005]
// expect: [3, 4, 5]
// expect: [3, 4, 5]
// expect: [-1, -2, -3]
// expect: true
// expect: [3, 6]
// expect: [3, 6]
// expect: [2, 4]
// expect: ababab
// expect: xyxy
// expect: ----
// expect: ["aa", "bcbc"]
// expect: [[-1, -2], [-10, -20]]
// expect: [10, 30]
