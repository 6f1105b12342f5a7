// Hacking with Swift checkpoint style: class hierarchy of animals with overrides, super calls, final class and required init
class Animal {
    let legs: Int
    required init(legs: Int) {
        self.legs = legs
    }
    func speak() -> String { "..." }
    func describe() -> String { "An animal with \(legs) legs says \(speak())" }
}

class Dog: Animal {
    override func speak() -> String { "Woof" }
}

final class Corgi: Dog {
    override func speak() -> String { super.speak() + " (short)" }
    override func describe() -> String { "Corgi! " + super.describe() }
}

class Cat: Animal {
    var isTame: Bool
    required init(legs: Int) {
        isTame = true
        super.init(legs: legs)
    }
    init(isTame: Bool) {
        self.isTame = isTame
        super.init(legs: 4)
    }
    override func speak() -> String { isTame ? "Meow" : "Hiss" }
}

final class Lion: Cat {
    convenience init() { self.init(isTame: false) }
    override func speak() -> String { "Roar, not " + super.speak() }
}

func make(_ type: Animal.Type, legs: Int) -> Animal { type.init(legs: legs) }

let zoo: [Animal] = [Dog(legs: 4), Corgi(legs: 4), Cat(isTame: false), Lion(), make(Cat.self, legs: 3), make(Corgi.self, legs: 4)]
for a in zoo {
    print(a.describe())
}
print(zoo.filter { $0 is Dog }.count, zoo.filter { $0 is Cat }.count)
if let c = zoo[2] as? Cat { print("tame:", c.isTame) }
print(zoo.compactMap { $0 as? Lion }.map { $0.speak() })

// expect: An animal with 4 legs says Woof
// expect: Corgi! An animal with 4 legs says Woof (short)
// expect: An animal with 4 legs says Hiss
// expect: An animal with 4 legs says Roar, not Hiss
// expect: An animal with 3 legs says Meow
// expect: Corgi! An animal with 4 legs says Woof (short)
// expect: 3 3
// expect: tame: false
// expect: ["Roar, not Hiss"]
