// Compiler test style: `is` and `as` patterns in switch over Any, including optionals, tuples, classes and protocols
protocol Named { var name: String { get } }
class Animal: Named {
  let name: String
  init(name: String) { self.name = name }
}
class Dog: Animal {}
class Cat: Animal {}
struct Robot: Named { let name: String; let model: Int }

func inspect(_ value: Any) -> String {
  switch value {
  case let i as Int where i < 0:
    return "negative int \(i)"
  case let i as Int:
    return "int \(i)"
  case let d as Double:
    return "double \(d)"
  case is Bool:
    return "some bool"
  case let s as String where s.isEmpty:
    return "empty string"
  case let s as String:
    return "string of \(s.count)"
  case let (a, b) as (Int, String):
    return "pair \(a)/\(b)"
  case let list as [Int]:
    return "int array sum \(list.reduce(0, +))"
  case let d as Dog:
    return "dog \(d.name)"
  case is Cat:
    return "a cat"
  case let n as Named:
    return "named thing \(n.name)"
  case let f as (Int) -> Int:
    return "function giving \(f(10))"
  case Optional<Any>.none:
    return "nil inside Any"
  default:
    return "unknown \(type(of: value))"
  }
}

let missing: Int? = nil
let items: [Any] = [
  -7, 42, 2.5, true, "", "hello", (3, "three"), [1, 2, 3],
  Dog(name: "Rex"), Cat(name: "Tom"), Animal(name: "Generic"), Robot(name: "R2", model: 2),
  { (x: Int) in x * 3 }, missing as Any, UInt8(9), ["a": 1],
]
for item in items {
  print(inspect(item))
}

let animals: [Animal] = [Dog(name: "Fido"), Cat(name: "Felix"), Dog(name: "Max")]
let dogNames = animals.compactMap { ($0 as? Dog)?.name }
print(dogNames, animals.filter { $0 is Cat }.count)

// expect: negative int -7
// expect: int 42
// expect: double 2.5
// expect: some bool
// expect: empty string
// expect: string of 5
// expect: pair 3/three
// expect: int array sum 6
// expect: dog Rex
// expect: a cat
// expect: named thing Generic
// expect: named thing R2
// expect: function giving 30
// expect: nil inside Any
// expect: unknown UInt8
// expect: unknown Dictionary<String, Int>
// expect: ["Fido", "Max"] 1
