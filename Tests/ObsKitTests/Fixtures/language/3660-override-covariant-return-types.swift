// Compiler test style: override with covariant return types and optional parameters
// known-gap: error: 3660-override-covariant-return-types.swift:34:11: error: value of type 'Cat' has no member 'map'
class Animal {
    func reproduce() -> Animal { Animal() }
    func feed(_ food: String) -> String { "Animal eats \(food)" }
    var name: String { "animal" }
}
class Cat: Animal {
    override func reproduce() -> Cat { Cat() }
    override func feed(_ food: String?) -> String { "Cat eats \(food ?? "nothing")" }
    override var name: String { "cat" }
    func purr() -> String { "purr" }
}

let c = Cat()
let kitten = c.reproduce()
print(type(of: kitten), kitten.purr())
let a: Animal = c
let child = a.reproduce()
print(type(of: child), child.name)
print((child as? Cat)?.purr() ?? "no purr")
print(a.feed("fish"))
print(c.feed(nil))
print(c.feed("milk"))

class Factory {
    func make() -> Animal? { nil }
}
class CatFactory: Factory {
    override func make() -> Cat { Cat() }
}
let factories: [Factory] = [Factory(), CatFactory()]
for f in factories {
    let made = f.make()
    print(made.map { "\(type(of: $0))" } ?? "nil", made?.name ?? "-")
}
let cf = CatFactory()
print(cf.make().purr())
// expect: Cat purr
// expect: Cat cat
// expect: purr
// expect: Cat eats fish
// expect: Cat eats nothing
// expect: Cat eats milk
// expect: nil -
// expect: Cat cat
// expect: purr
