// Compiler test style: print of structs and classes
// Checks the default description of plain structs (field labels and values),
// nested structs, generic structs, empty structs, and classes (qualified name only).
// Also checks that String(describing:) and interpolation agree with print.

struct Point {
  var x: Int
  var y: Int
}

struct Line {
  var from: Point
  var to: Point
}

struct Empty {}

struct Named {
  let name: String
  let tag: Character
  let ok: Bool
}

struct Wrapper<T> {
  var value: T
}

final class Counter {
  var count = 0
}

class Animal {
  let name: String
  init(name: String) { self.name = name }
}

class Dog: Animal {}

struct Outer {
  struct Inner {
    var v: Double
  }
  var inner: Inner
}

// Plain struct.
let p = Point(x: 1, y: -2)
print(p)

// Nested struct.
print(Line(from: Point(x: 0, y: 0), to: Point(x: 3, y: 4)))

// Empty struct.
print(Empty())

// Strings inside structs are quoted; characters too.
print(Named(name: "Rex", tag: "R", ok: true))

// Generic struct.
print(Wrapper(value: 42))
print(Wrapper(value: "hi"))
print(Wrapper(value: Point(x: 5, y: 6)))
print(Wrapper(value: [1, 2]))

// Classes print their qualified type name.
print(Counter())
print(Animal(name: "cat"))
print(Dog(name: "fido"))

// Nested type.
print(Outer(inner: Outer.Inner(v: 1.5)))

// String(describing:) and interpolation give the same as print.
let s1 = String(describing: p)
let s2 = "\(p)"
print(s1 == s2, s1)

// A struct holding an optional.
struct MaybeBox {
  var a: Int?
  var b: String?
}
print(MaybeBox(a: 3, b: nil))
print(MaybeBox(a: nil, b: "x"))

// expect: Point(x: 1, y: -2)
// expect: Line(from: main.Point(x: 0, y: 0), to: main.Point(x: 3, y: 4))
// expect: Empty()
// expect: Named(name: "Rex", tag: "R", ok: true)
// expect: Wrapper<Int>(value: 42)
// expect: Wrapper<String>(value: "hi")
// expect: Wrapper<Point>(value: main.Point(x: 5, y: 6))
// expect: Wrapper<Array<Int>>(value: [1, 2])
// expect: main.Counter
// expect: main.Animal
// expect: main.Dog
// expect: Outer(inner: main.Outer.Inner(v: 1.5))
// expect: true Point(x: 1, y: -2)
// expect: MaybeBox(a: Optional(3), b: nil)
// expect: MaybeBox(a: nil, b: Optional("x"))
