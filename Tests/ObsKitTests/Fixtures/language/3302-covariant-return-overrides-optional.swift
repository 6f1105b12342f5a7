// Compiler test style: covariant return overrides and optional-to-nonoptional overrides
class Animal {
    var name: String { "animal" }
    func offspring() -> Animal { Animal() }
    func mate() -> Animal? { nil }
}
class Cat: Animal {
    override var name: String { "cat" }
    override func offspring() -> Cat { Cat() }
    override func mate() -> Cat { Cat() }
    func purr() -> String { "purr" }
}
class Kitten: Cat {
    override var name: String { "kitten" }
    override func offspring() -> Kitten { Kitten() }
}

let c = Cat()
print(c.offspring().purr())
print(c.mate().name)
let a: Animal = Kitten()
print(a.offspring().name)
print(a.mate()?.name ?? "none")
print(Animal().mate()?.name ?? "none")
let list: [Animal] = [Animal(), Cat(), Kitten()]
print(list.map { $0.offspring().name })
print(list.map { $0.mate() == nil })
print(list.compactMap { ($0.offspring() as? Cat)?.purr() })
// expect: purr
// expect: cat
// expect: kitten
// expect: cat
// expect: none
// expect: ["animal", "cat", "kitten"]
// expect: [true, false, false]
// expect: ["purr", "purr"]
