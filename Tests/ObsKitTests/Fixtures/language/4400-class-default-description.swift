// Compiler test style: classes without description print module-qualified names

class Animal {
    var name: String
    init(name: String) { self.name = name }
}

class Dog: Animal {
    var breed: String
    init(name: String, breed: String) {
        self.breed = breed
        super.init(name: name)
    }
}

final class Counter {
    var count = 0
}

class Described: CustomStringConvertible {
    var id: Int
    init(id: Int) { self.id = id }
    var description: String { "Described#\(id)" }
}

class SubDescribed: Described {}

let a = Animal(name: "generic")
let d = Dog(name: "rex", breed: "lab")
let c = Counter()

print(a)
print(d)
print(c)
debugPrint(a)
print(String(describing: d))
print(String(reflecting: d))
print([a, d])
print("interp: \(c)")

let asAnimal: Animal = d
print(asAnimal)
print(type(of: asAnimal))
print(type(of: a))
print(Animal.self)
print(String(reflecting: Animal.self))

print(Described(id: 1))
print(SubDescribed(id: 2))
print([Described(id: 3)])
print(type(of: SubDescribed(id: 4)))

let opt: Counter? = c
print(opt as Any)
let none: Counter? = nil
print(none as Any)

dump(d)
dump(c)
dump(Described(id: 5))

class Pair {
    var left: Counter
    var right: Counter
    init(_ l: Counter, _ r: Counter) { left = l; right = r }
}
let shared = Counter()
shared.count = 7
dump(Pair(shared, shared))

struct Holder {
    var pet: Animal
    var tally: Counter
}
print(Holder(pet: d, tally: c))
dump(Holder(pet: a, tally: c))

class Generic<T> {
    var v: T
    init(_ v: T) { self.v = v }
}
print(Generic(1))
print(Generic("s"))
print(type(of: Generic([1.0])))

// expect: main.Animal
// expect: main.Dog
// expect: main.Counter
// expect: main.Animal
// expect: main.Dog
// expect: main.Dog
// expect: [main.Animal, main.Dog]
// expect: interp: main.Counter
// expect: main.Dog
// expect: Dog
// expect: Animal
// expect: Animal
// expect: main.Animal
// expect: Described#1
// expect: Described#2
// expect: [Described#3]
// expect: SubDescribed
// expect: Optional(main.Counter)
// expect: nil
// expect: ▿ main.Dog #0
// expect:   ▿ super: main.Animal
// expect:     - name: "rex"
// expect:   - breed: "lab"
// expect: ▿ main.Counter #0
// expect:   - count: 0
// expect: ▿ Described#5 #0
// expect:   - id: 5
// expect: ▿ main.Pair #0
// expect:   ▿ left: main.Counter #1
// expect:     - count: 7
// expect:   ▿ right: main.Counter #1
// expect: Holder(pet: main.Dog, tally: main.Counter)
// expect: ▿ main.Holder
// expect:   ▿ pet: main.Animal #0
// expect:     - name: "generic"
// expect:   ▿ tally: main.Counter #1
// expect:     - count: 0
// expect: main.Generic<Swift.Int>
// expect: main.Generic<Swift.String>
// expect: Generic<Array<Double>>
