// Compiler test style: is and as? casts against protocols and generic types
protocol Shape { var sides: Int { get } }
protocol Rounded {}
struct Square: Shape { var sides: Int { 4 } }
struct Circle: Shape, Rounded { var sides: Int { 0 } }
struct Box<T> { let v: T }
class Animal {}
class Dog: Animal {}
class Puppy: Dog {}

let things: [Any] = [Square(), Circle(), 3, "s", Box(v: 1), Box(v: "x"), Dog(), Puppy(), [1, 2], Optional(5) as Any]

for t in things {
  var tags: [String] = []
  if t is Shape { tags.append("Shape") }
  if t is Rounded { tags.append("Rounded") }
  if t is Box<Int> { tags.append("Box<Int>") }
  if t is Box<String> { tags.append("Box<String>") }
  if t is Animal { tags.append("Animal") }
  if t is Dog { tags.append("Dog") }
  if t is Puppy { tags.append("Puppy") }
  if t is [Int] { tags.append("[Int]") }
  if t is Int { tags.append("Int") }
  if t is CustomStringConvertible { tags.append("CSC") }
  print(type(of: t), tags)
}

let shapes = things.compactMap { $0 as? any Shape }
print(shapes.map { $0.sides })

func isA<T>(_ x: Any, _ t: T.Type) -> Bool { x is T }
print(isA(Puppy(), Animal.self), isA(Animal(), Dog.self), isA(3, Int.self), isA(3, Double.self))
print(isA(Circle(), (any Shape).self), isA(Square(), (any Rounded).self))

func cast<T>(_ x: Any, to: T.Type) -> T? { x as? T }
print(cast(Box(v: 7), to: Box<Int>.self) as Any)
print(cast(Box(v: 7), to: Box<Double>.self) as Any)
print(cast([1, 2], to: [Any].self) as Any)
print(cast(["a": 1], to: [String: Any].self) as Any)

let animals: [Animal] = [Animal(), Dog(), Puppy()]
print(animals.map { $0 is Dog })
print(animals.map { String(describing: type(of: $0)) })
if let d = animals[2] as? Dog { print("dog:", type(of: d)) }

let intArr: [Int] = [1, 2]
let anyArr: [Any] = intArr
print(anyArr is [Int], anyArr is [String], anyArr as? [Int] as Any)
let mixedArr: [Any] = [1, "a"]
print(mixedArr is [Int], mixedArr as? [Int] as Any)
let emptyArr: [Any] = []
print(emptyArr is [String], emptyArr is [Int])

let opt: Int? = 4
let optAny: Any = opt as Any
print(optAny is Int, optAny is Int?, optAny as? Int as Any)
let none: Int? = nil
let noneAny: Any = none as Any
print(noneAny is Int, noneAny is Int?)

func describe(_ x: Any) -> String {
  switch x {
  case let s as any Shape & Rounded: return "rounded shape \(s.sides)"
  case let s as any Shape: return "shape \(s.sides)"
  case let b as Box<Int>: return "int box \(b.v)"
  case is Box<String>: return "string box"
  case let d as Dog: return "dog \(type(of: d))"
  default: return "other"
  }
}
for t in things { print(describe(t)) }

// expect: Square ["Shape"]
// expect: Circle ["Shape", "Rounded"]
// expect: Int ["Int", "CSC"]
// expect: String ["CSC"]
// expect: Box<Int> ["Box<Int>"]
// expect: Box<String> ["Box<String>"]
// expect: Dog ["Animal", "Dog"]
// expect: Puppy ["Animal", "Dog", "Puppy"]
// expect: Array<Int> ["[Int]", "CSC"]
// expect: Optional<Int> ["Int", "CSC"]
// expect: [4, 0]
// expect: true false true false
// expect: true false
// expect: Optional(main.Box<Swift.Int>(v: 7))
// expect: nil
// expect: Optional([1, 2])
// expect: Optional(["a": 1])
// expect: [false, true, true]
// expect: ["Animal", "Dog", "Puppy"]
// expect: dog: Puppy
// expect: true false Optional([1, 2])
// expect: false nil
// expect: true true
// expect: true true Optional(4)
// expect: false true
// expect: shape 4
// expect: rounded shape 0
// expect: other
// expect: other
// expect: int box 1
// expect: string box
// expect: dog Dog
// expect: dog Puppy
// expect: other
// expect: other
