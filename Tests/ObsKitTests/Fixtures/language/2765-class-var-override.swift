// Compiler test style: class var and class func overrides with dynamic dispatch through metatypes
class Animal {
  class var kind: String { return "animal" }
  class var legs: Int { return 4 }
  static var created = 0
  class func describe() -> String { return "\(kind) with \(legs) legs" }
  required init() { Animal.created += 1 }
  func instanceKind() -> String { return type(of: self).kind }
}

class Bird: Animal {
  override class var kind: String { return "bird" }
  override class var legs: Int { return 2 }
}

final class Penguin: Bird {
  override static var kind: String { return "penguin (" + super.kind + ")" }
}

let types: [Animal.Type] = [Animal.self, Bird.self, Penguin.self]
for t in types {
  print(t.describe())
}
let made = types.map { $0.init() }
print(made.map { $0.instanceKind() })
print("created \(Animal.created)")
let b: Animal = Penguin()
print(type(of: b).legs, b is Bird, b is Penguin)
// expect: animal with 4 legs
// expect: bird with 2 legs
// expect: penguin (bird) with 2 legs
// expect: ["animal", "bird", "penguin (bird)"]
// expect: created 3
// expect: 2 true true
