// Hacking with Swift style (100 Days of Swift, checkpoint 7): class hierarchy of animals

class Animal {
    let legs: Int
    init(legs: Int) {
        self.legs = legs
    }
    func describe() -> String {
        "An animal with \(legs) legs"
    }
}

class Dog: Animal {
    func speak() {
        print("Woof! (\(legs) legs)")
    }
}

class Corgi: Dog {
    override func speak() {
        print("Yip yip! I'm a corgi.")
    }
}

class Poodle: Dog {
    override func speak() {
        print("Bonjour, I'm a poodle.")
    }
}

class Cat: Animal {
    let isTame: Bool

    init(legs: Int, isTame: Bool) {
        self.isTame = isTame
        super.init(legs: legs)
    }

    func speak() {
        print(isTame ? "Purr..." : "Hiss!")
    }

    override func describe() -> String {
        super.describe() + (isTame ? " (tame)" : " (wild)")
    }
}

final class Persian: Cat {
    override func speak() {
        print("Meow, said the Persian.")
    }
}

final class Lion: Cat {
    init() {
        super.init(legs: 4, isTame: false)
    }
    override func speak() {
        print("ROAR!")
    }
}

let dogs: [Dog] = [Dog(legs: 4), Corgi(legs: 4), Poodle(legs: 4)]
for dog in dogs {
    dog.speak()
}

let cats: [Cat] = [Persian(legs: 4, isTame: true), Lion(), Cat(legs: 3, isTame: true)]
for cat in cats {
    cat.speak()
    print(cat.describe())
}

let zoo: [Animal] = dogs + cats
var dogCount = 0
var catCount = 0
for animal in zoo {
    if animal is Dog { dogCount += 1 }
    if let cat = animal as? Cat, cat.isTame { catCount += 1 }
}
print("Dogs: \(dogCount), tame cats: \(catCount)")
print("Total legs: \(zoo.reduce(0) { $0 + $1.legs })")
print("Describe first: \(zoo[0].describe())")
// expect: Woof! (4 legs)
// expect: Yip yip! I'm a corgi.
// expect: Bonjour, I'm a poodle.
// expect: Meow, said the Persian.
// expect: An animal with 4 legs (tame)
// expect: ROAR!
// expect: An animal with 4 legs (wild)
// expect: Purr...
// expect: An animal with 3 legs (tame)
// expect: Dogs: 3, tame cats: 2
// expect: Total legs: 23
// expect: Describe first: An animal with 4 legs
