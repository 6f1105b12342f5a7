// Compiler test style: overrides with covariant return types, optional parameter widening, and super calls
class Animal {
  func offspring() -> Animal { return Animal() }
  func name() -> String { return "animal" }
  func eat(_ food: String) -> String { return "\(name()) eats \(food)" }
  func mate() -> Animal? { return nil }
  var friend: Animal? { return nil }
}

class Cat: Animal {
  override func offspring() -> Cat { return Kitten() }
  override func name() -> String { return "cat" }
  override func eat(_ food: String?) -> String {
    return super.eat(food ?? "nothing") + " (cat)"
  }
  override func mate() -> Cat { return Cat() }
  override var friend: Cat? { return self }
}

class Kitten: Cat {
  override func name() -> String { return "kitten" }
  override func offspring() -> Kitten {
    print("  kittens cannot have offspring; returning self")
    return self
  }
}

let animals: [Animal] = [Animal(), Cat(), Kitten()]
for a in animals {
  let o = a.offspring()
  print("\(a.name()) -> offspring \(o.name())")
  print("  \(a.eat("fish"))")
  if let m = a.mate() {
    print("  mate \(m.name())")
  } else {
    print("  no mate")
  }
  print("  friend \(a.friend?.name() ?? "none")")
}

let c = Cat()
let k: Cat = c.offspring()
print(type(of: k), k.name())
print(c.eat(nil))
let m: Cat = c.mate()
print(m.name())
print(c.friend!.name())

let kit = Kitten()
let kk: Kitten = kit.offspring()
print(kk === kit)

class Shelter {
  func adopt() -> Animal? { return nil }
}
class CatShelter: Shelter {
  var count = 0
  override func adopt() -> Cat {
    count += 1
    return count % 2 == 0 ? Kitten() : Cat()
  }
}
let shelters: [Shelter] = [Shelter(), CatShelter()]
for s in shelters {
  for _ in 0..<2 {
    print(s.adopt()?.name() ?? "empty")
  }
}
// expect: animal -> offspring animal
// expect:   animal eats fish
// expect:   no mate
// expect:   friend none
// expect: cat -> offspring kitten
// expect:   cat eats fish (cat)
// expect:   mate cat
// expect:   friend cat
// expect:   kittens cannot have offspring; returning self
// expect: kitten -> offspring kitten
// expect:   kitten eats fish (cat)
// expect:   mate cat
// expect:   friend kitten
// expect: Kitten kitten
// expect: cat eats nothing (cat)
// expect: cat
// expect: cat
// expect:   kittens cannot have offspring; returning self
// expect: true
// expect: empty
// expect: empty
// expect: cat
// expect: kitten
