// Compiler test style (test/Interpreter/classes.swift): class hierarchies, overrides, super calls, init chains
class Animal {
  let name: String
  var legs: Int
  init(name: String, legs: Int) {
    self.name = name
    self.legs = legs
    print("Animal.init \(name)")
  }
  convenience init() {
    self.init(name: "nobody", legs: 0)
    print("Animal.convenience")
  }
  func sound() -> String { "..." }
  func describe() -> String { "\(name) with \(legs) legs says \(sound())" }
  class func kind() -> String { "animal" }
}

class Dog: Animal {
  var tricks: [String]
  init(name: String, tricks: [String]) {
    self.tricks = tricks
    super.init(name: name, legs: 4)
    print("Dog.init \(name)")
  }
  override func sound() -> String { "woof" }
  override func describe() -> String { super.describe() + " and knows \(tricks.count) tricks" }
  override class func kind() -> String { "dog:" + super.kind() }
}

final class Puppy: Dog {
  override func sound() -> String { "yip" }
  override var legs: Int {
    didSet { print("puppy legs \(oldValue) -> \(legs)") }
  }
}

let a = Animal()
print(a.describe())
let d = Dog(name: "Rex", tricks: ["sit", "roll"])
print(d.describe())
let p = Puppy(name: "Bit", tricks: [])
print(p.describe())
p.legs = 3
let zoo: [Animal] = [a, d, p]
for z in zoo { print(z.sound(), type(of: z).kind()) }
print(Animal.kind(), Dog.kind(), Puppy.kind())
let meta: Animal.Type = Puppy.self
print(meta.kind(), meta == Puppy.self, meta == Dog.self)
print(zoo.filter { $0 is Dog }.count, zoo.compactMap { $0 as? Puppy }.count)
if let dog = zoo[2] as? Dog { print("dog tricks \(dog.tricks)") }

// expect: Animal.init nobody
// expect: Animal.convenience
// expect: nobody with 0 legs says ...
// expect: Animal.init Rex
// expect: Dog.init Rex
// expect: Rex with 4 legs says woof and knows 2 tricks
// expect: Animal.init Bit
// expect: Dog.init Bit
// expect: Bit with 4 legs says yip and knows 0 tricks
// expect: puppy legs 4 -> 3
// expect: ... animal
// expect: woof dog:animal
// expect: yip dog:animal
// expect: animal dog:animal dog:animal
// expect: dog:animal true false
// expect: 2 1
// expect: dog tricks []
