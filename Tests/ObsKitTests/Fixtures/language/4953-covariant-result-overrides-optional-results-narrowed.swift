// Compiler test style: covariant result overrides, optional results narrowed, contravariant parameters
class Animal {
  var name: String { return "animal" }
  func offspring() -> Animal { return Animal() }
  func maybeMate() -> Animal? { return nil }
  func greet(_ other: Dog) -> String { return "\(name) greets dog \(other.name)" }
  func copy() -> Animal { return Animal() }
}

class Dog: Animal {
  override var name: String { return "dog" }
  // Covariant result.
  override func offspring() -> Dog { return Puppy() }
  // Optional result narrowed to non-optional.
  override func maybeMate() -> Animal { return Dog() }
  // Parameter widened (contravariant).
  override func greet(_ other: Animal) -> String { return "\(name) greets any \(other.name)" }
  override func copy() -> Dog { return Dog() }
  func bark() -> String { return "woof from \(name)" }
}

class Puppy: Dog {
  override var name: String { return "puppy" }
  override func offspring() -> Puppy { return Puppy() }
  override func copy() -> Puppy { return Puppy() }
}

let a = Animal()
let d = Dog()
let pup = Puppy()
let erased: Animal = d

print(a.offspring().name)
print(d.offspring().name)
print(d.offspring().bark())
print(erased.offspring().name)
print(pup.offspring().bark())

print(a.maybeMate()?.name ?? "none")
print(d.maybeMate().name)
print(erased.maybeMate()?.name ?? "none")

print(a.greet(d))
print(d.greet(a))
print(d.greet(pup))
print(erased.greet(pup))

let chain = pup.copy().copy().offspring()
print(type(of: chain), chain.name)
let fromBase: Animal = pup
print(type(of: fromBase.copy()))

func lineage(_ x: Animal, depth: Int) -> [String] {
  var out: [String] = []
  var cur = x
  for _ in 0..<depth {
    out.append(cur.name)
    cur = cur.offspring()
  }
  return out
}
print(lineage(a, depth: 3))
print(lineage(d, depth: 3))

let makers: [() -> Animal] = [a.offspring, d.offspring, pup.copy]
print(makers.map { $0().name })

let dogMaker: () -> Dog = d.offspring
print(dogMaker().bark())
if let mate = (erased.maybeMate() as? Dog) {
  print("mate barks:", mate.bark())
}

// expect: animal
// expect: puppy
// expect: woof from puppy
// expect: puppy
// expect: woof from puppy
// expect: none
// expect: dog
// expect: dog
// expect: animal greets dog dog
// expect: dog greets any animal
// expect: dog greets any puppy
// expect: dog greets any puppy
// expect: Puppy puppy
// expect: Puppy
// expect: ["animal", "animal", "animal"]
// expect: ["dog", "puppy", "puppy"]
// expect: ["animal", "puppy", "puppy"]
// expect: woof from puppy
// expect: mate barks: woof from dog
