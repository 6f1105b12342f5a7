// Compiler test style: Mirror subjectType and superclassMirror
// Checks Mirror.subjectType for many kinds of values, superclassMirror
// chains for class hierarchies (children at each level), and that a value
// stored as Any reports its dynamic type.

class Vehicle {
  var wheels = 4
}

class Car: Vehicle {
  var brand = "generic"
}

class SportsCar: Car {
  var topSpeed = 300
}

let sc = SportsCar()
let m = Mirror(reflecting: sc)
print(m.subjectType)
print(m.children.map { $0.label ?? "?" })

var level: Mirror? = m
var depth = 0
while let cur = level {
  let labels = cur.children.map { $0.label ?? "?" }
  print(depth, cur.subjectType, labels)
  level = cur.superclassMirror
  depth += 1
}

// Vehicle has no superclass mirror.
print(Mirror(reflecting: Vehicle()).superclassMirror == nil)

// Structs have no superclass mirror.
struct Plain { var z = 0 }
print(Mirror(reflecting: Plain()).superclassMirror == nil)

// subjectType for assorted values.
let subjects: [Any] = [1, "s", 2.0, [1], ["a": 1], (1, 2), Plain(), Optional<Int>.none as Any]
for s in subjects {
  print(Mirror(reflecting: s).subjectType)
}

// Dynamic type through a base reference.
let v: Vehicle = Car()
print(Mirror(reflecting: v).subjectType)
print(type(of: v))

// subjectType comparisons.
print(Mirror(reflecting: sc).subjectType == SportsCar.self)
print(Mirror(reflecting: 3).subjectType == Int.self)

// Generic types.
struct Pair<A, B> { var a: A; var b: B }
print(Mirror(reflecting: Pair(a: 1, b: "x")).subjectType)
let pm = Mirror(reflecting: Pair(a: [1], b: Plain()))
print(pm.subjectType)
for c in pm.children {
  print(c.label!, type(of: c.value))
}

// Class overriding a property does not duplicate the child.
class Base2 { var name = "base" }
class Sub2: Base2 {
  override var name: String {
    get { "sub" }
    set {}
  }
}
let sm = Mirror(reflecting: Sub2())
print(sm.children.count, sm.superclassMirror?.children.count ?? -1)
print(sm.superclassMirror?.children.first?.value ?? "none")

// expect: SportsCar
// expect: ["topSpeed"]
// expect: 0 SportsCar ["topSpeed"]
// expect: 1 Car ["brand"]
// expect: 2 Vehicle ["wheels"]
// expect: true
// expect: true
// expect: Int
// expect: String
// expect: Double
// expect: Array<Int>
// expect: Dictionary<String, Int>
// expect: (Int, Int)
// expect: Plain
// expect: Optional<Int>
// expect: Car
// expect: Car
// expect: true
// expect: true
// expect: Pair<Int, String>
// expect: Pair<Array<Int>, Plain>
// expect: a Array<Int>
// expect: b Plain
// expect: 0 1
// expect: base
