// Compiler-test style: failable initializers (init?), init! and required initializers used through metatypes
struct Percent {
    let value: Int
    init?(_ v: Int) {
        guard (0...100).contains(v) else { return nil }
        value = v
    }
    init?(text: String) {
        guard let n = Int(text) else { return nil }
        self.init(n)
    }
}

class Animal {
    let name: String
    required init(name: String) { self.name = name }
    class func kind() -> String { "animal" }
    init!(maybe: String?) {
        guard let m = maybe else { return nil }
        name = m
    }
}

class Dog: Animal {
    required init(name: String) { super.init(name: name.uppercased()) }
    override class func kind() -> String { "dog" }
}

func build<T: Animal>(_ type: T.Type, _ name: String) -> T {
    type.init(name: name)
}

for s in ["42", "101", "x", "0"] {
    if let p = Percent(text: s) { print("\(s) -> \(p.value)%") } else { print("\(s) -> nil") }
}
let types: [Animal.Type] = [Animal.self, Dog.self]
for t in types {
    let a = t.init(name: "rex")
    print(t.kind(), a.name)
}
print(build(Dog.self, "fido").name)
let a: Animal? = Animal(maybe: nil)
print(a == nil)
let b = Animal(maybe: "cat")
print(b?.name ?? "none")

// expect: 42 -> 42%
// expect: 101 -> nil
// expect: x -> nil
// expect: 0 -> 0%
// expect: animal rex
// expect: dog REX
// expect: FIDO
// expect: true
// expect: cat
