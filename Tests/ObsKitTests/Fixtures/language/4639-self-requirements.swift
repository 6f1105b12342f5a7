// Compiler test style: Self requirements in protocols and dynamic Self in classes
protocol Combinable {
  func combined(with other: Self) -> Self
  static func identity() -> Self
}

struct Sum: Combinable {
  var v: Int
  func combined(with other: Sum) -> Sum { return Sum(v: v + other.v) }
  static func identity() -> Sum { return Sum(v: 0) }
}

struct Text: Combinable {
  var s: String
  func combined(with other: Text) -> Text { return Text(s: s + other.s) }
  static func identity() -> Text { return Text(s: "") }
}

func fold<T: Combinable>(_ xs: [T]) -> T {
  return xs.reduce(T.identity()) { $0.combined(with: $1) }
}

print(fold([Sum(v: 1), Sum(v: 2), Sum(v: 3)]).v)
print(fold([Text(s: "a"), Text(s: "b")]).s)
print(fold([Sum]()).v)

protocol Copyable {
  func copy() -> Self
}

class Animal: Copyable {
  var name: String
  required init(name: String) { self.name = name }
  func copy() -> Self {
    return type(of: self).init(name: name + "'")
  }
  func describe() -> String { return "Animal \(name)" }
}

final class Cat: Animal {
  override func describe() -> String { return "Cat \(name)" }
}

let cat = Cat(name: "tom")
let cat2 = cat.copy()
print(cat2.describe())
print(type(of: cat2))
let animal: Animal = cat
let animal2 = animal.copy()
print(animal2.describe(), type(of: animal2))

func dup<T: Copyable>(_ x: T) -> [T] { return [x, x.copy()] }
print(dup(Cat(name: "z")).map { $0.describe() })

class Chain {
  var log: [String] = []
  func add(_ s: String) -> Self {
    log.append(s)
    return self
  }
}
class LoudChain: Chain {
  func shout() -> Self {
    log.append("!")
    return self
  }
}
let lc = LoudChain().add("a").shout().add("b")
print(lc.log, type(of: lc))

protocol Equalish {
  static func == (l: Self, r: Self) -> Bool
}
extension Equalish {
  func isSame(as other: Self) -> Bool { return self == other }
}
struct P: Equalish { let x: Int }
func == (l: P, r: P) -> Bool { return l.x == r.x }
print(P(x: 1).isSame(as: P(x: 1)), P(x: 1).isSame(as: P(x: 2)))

extension Combinable {
  func tripled() -> Self { return combined(with: self).combined(with: self) }
}
print(Sum(v: 4).tripled().v, Text(s: "ab").tripled().s)

// expect: 6
// expect: ab
// expect: 0
// expect: Cat tom'
// expect: Cat
// expect: Cat tom' Cat
// expect: ["Cat z", "Cat z\'"]
// expect: ["a", "!", "b"] LoudChain
// expect: true false
// expect: 12 ababab
