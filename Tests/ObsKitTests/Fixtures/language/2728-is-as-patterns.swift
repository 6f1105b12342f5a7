// Compiler test style: is and as patterns in switch over Any and class hierarchies
class Animal { func name() -> String { "animal" } }
class Dog: Animal { override func name() -> String { "dog" } }
class Puppy: Dog { override func name() -> String { "puppy" } }
class Cat: Animal { override func name() -> String { "cat" } }
protocol Loud { var volume: Int { get } }
extension Puppy: Loud { var volume: Int { 3 } }

func which(_ a: Animal) -> String {
  switch a {
  case let p as Loud where p.volume > 2: return "loud \(a.name())"
  case is Puppy: return "quiet puppy"
  case let d as Dog: return "dog-ish \(d.name())"
  case is Cat: return "cat"
  default: return "generic \(a.name())"
  }
}
print([Animal(), Dog(), Puppy(), Cat()].map(which))

func inspect(_ x: Any) -> String {
  switch x {
  case let i as Int where i < 0: return "negative int"
  case let i as Int: return "int \(i)"
  case let d as Double: return "double \(d)"
  case let s as String: return "string \(s.count)"
  case let (a, b) as (Int, String): return "pair \(a) \(b)"
  case let arr as [Int]: return "ints \(arr.reduce(0, +))"
  case let f as (Int) -> Int: return "func \(f(20))"
  case Optional<Int>.none: return "nil int"
  case is Animal: return "an animal"
  default: return "unknown \(type(of: x))"
  }
}
let things: [Any] = [-4, 7, 2.5, "hello", (1, "z"), [1, 2, 3], { (n: Int) in n + 1 }, Optional<Int>.none as Any, Cat(), Float(1)]
for t in things { print(inspect(t)) }

// expect: ["generic animal", "dog-ish dog", "loud puppy", "cat"]
// expect: negative int
// expect: int 7
// expect: double 2.5
// expect: string 5
// expect: pair 1 z
// expect: ints 6
// expect: func 21
// expect: nil int
// expect: an animal
// expect: unknown Float
