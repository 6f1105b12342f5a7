// Compiler test style: unapplied method references stay dynamically dispatched on classes
class Animal {
  func speak() -> String { return "..." }
  func speak(times: Int) -> String { return Array(repeating: speak(), count: times).joined(separator: " ") }
}
class Dog: Animal {
  override func speak() -> String { return "woof" }
}
class Puppy: Dog {
  override func speak() -> String { return "yip" }
}

let f = Animal.speak as (Animal) -> () -> String
let animals: [Animal] = [Animal(), Dog(), Puppy()]
print(animals.map { f($0)() })
let g = Animal.speak(times:)
print(animals.map { g($0)(2) })

let d = Dog()
let bound = d.speak as () -> String
print(bound())

struct Counter {
  var n: Int
  func plus(_ k: Int) -> Int { return n + k }
}
let plusRef = Counter.plus
print(plusRef(Counter(n: 10))(5))
print([1, 2, 3].map(Counter(n: 100).plus))

protocol Named { func name() -> String }
struct X: Named { func name() -> String { return "X" } }
struct Y: Named { func name() -> String { return "Y" } }
let items: [any Named] = [X(), Y()]
let names = items.map { $0.name }
print(names.map { $0() })
func callAll<T: Named>(_ xs: [T]) -> [String] { return xs.map(T.name).map { $0() } }
print(callAll([X(), X()]))
let keyed = animals.map(\.self).map { type(of: $0) }
print(keyed)
// expect: ["...", "woof", "yip"]
// expect: ["... ...", "woof woof", "yip yip"]
// expect: woof
// expect: 15
// expect: [101, 102, 103]
// expect: ["X", "Y"]
// expect: ["X", "X"]
// expect: [main.Animal, main.Dog, main.Puppy]
