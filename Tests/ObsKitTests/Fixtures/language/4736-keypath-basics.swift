// Compiler test style: key path basics
// Checks \Type.prop key paths for reading struct and class properties,
// nested properties, optional chaining in key paths, array subscripts,
// \.self, tuple elements, and printing/comparison of key paths.

struct Point { var x: Int; var y: Int }
struct Rect { var origin: Point; var width: Int; var label: String? }
final class Box { var size = 3; var tags = ["a", "b"] }

let r = Rect(origin: Point(x: 1, y: 2), width: 10, label: "main")
let kx = \Rect.origin.x
let kw = \Rect.width
print(r[keyPath: kx], r[keyPath: kw])

// Key path on a class.
let b = Box()
let ks = \Box.size
print(b[keyPath: ks])
b.size = 5
print(b[keyPath: ks])

// Optional chaining.
let klen = \Rect.label?.count
print(r[keyPath: klen] as Any)
let r2 = Rect(origin: Point(x: 0, y: 0), width: 1, label: nil)
print(r2[keyPath: klen] as Any)

// Array subscript in key path.
let kt = \Box.tags[1]
print(b[keyPath: kt])
let kfirst = \[Int].first
print([4, 5][keyPath: kfirst] as Any)
let kidx = \[String][0]
print(["zero", "one"][keyPath: kidx])

// Dictionary subscript in key path.
let kd = \[String: Int]["b"]
print(["a": 1, "b": 2][keyPath: kd] as Any)

// Identity key path.
let kself = \Int.self
print(7[keyPath: kself])

// Tuple element key paths.
let kt0 = \(Int, String).1
print((1, "one")[keyPath: kt0])

// String count key path.
print("hello"[keyPath: \String.count])

// Key path equality and hashing.
print(\Point.x == \Point.x)
print(\Point.x == \Point.y)
let set: Set<KeyPath<Point, Int>> = [\Point.x, \Point.y, \Point.x]
print(set.count)

// Key path type names.
print(type(of: kx))
print(type(of: ks))
print(type(of: klen))

// Key paths stored in an array, applied in order.
let paths: [KeyPath<Point, Int>] = [\.x, \.y, \.x]
let p = Point(x: 8, y: 9)
print(paths.map { p[keyPath: $0] })

// Generic function taking a key path.
func values<T, V>(_ items: [T], _ kp: KeyPath<T, V>) -> [V] {
  items.map { $0[keyPath: kp] }
}
print(values([Point(x: 1, y: 2), Point(x: 3, y: 4)], \.y))
print(values(["a", "bcd"], \.count))

// Key path to a computed property.
extension Point {
  var sum: Int { x + y }
}
print(p[keyPath: \Point.sum])

// expect: 1 10
// expect: 3
// expect: 5
// expect: Optional(4)
// expect: nil
// expect: b
// expect: Optional(4)
// expect: zero
// expect: Optional(2)
// expect: 7
// expect: one
// expect: 5
// expect: true
// expect: false
// expect: 2
// expect: WritableKeyPath<Rect, Int>
// expect: ReferenceWritableKeyPath<Box, Int>
// expect: KeyPath<Rect, Optional<Int>>
// expect: [8, 9, 8]
// expect: [2, 4]
// expect: [1, 3]
// expect: 17
