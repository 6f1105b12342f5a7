// Quiz post style (inherited conformance): a subclass overriding a protocol-extension default does not win when the superclass took the default
protocol Describer {
    func describe() -> String
}

extension Describer {
    func describe() -> String { "default" }
}

class Animal: Describer {}

class Dog: Animal {
    func describe() -> String { "dog" }
}

class Cat: Describer {
    func describe() -> String { "cat base" }
}

class Lion: Cat {
    override func describe() -> String { "lion" }
}

// Puzzle: which describe() runs in each line?
let d = Dog()
let dAsProto: Describer = Dog()
let dAsAnimal: Animal = Dog()
print("Dog direct:", d.describe())
print("Dog as Describer:", dAsProto.describe())
print("Dog as Animal:", dAsAnimal.describe())

let l: Describer = Lion()
let c: Cat = Lion()
print("Lion as Describer:", l.describe())
print("Lion as Cat:", c.describe())

func viaGeneric<T: Describer>(_ x: T) -> String { x.describe() }
print("generic Dog:", viaGeneric(d))
print("generic Lion:", viaGeneric(Lion()))

// expect: Dog direct: dog
// expect: Dog as Describer: default
// expect: Dog as Animal: default
// expect: Lion as Describer: lion
// expect: Lion as Cat: lion
// expect: generic Dog: default
// expect: generic Lion: lion
