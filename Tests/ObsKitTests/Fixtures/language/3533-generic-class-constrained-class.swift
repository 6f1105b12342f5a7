// Compiler test style: generic class constrained to a class hierarchy, class metatype factories, casts
// known-gap: line 8: expected "... Animal Array<Animal>", got "roar Lion Array<Lion>"
class Animal {
    let name: String
    required init(name: String) { self.name = name }
    func sound() -> String { "..." }
}
class Cat: Animal { override func sound() -> String { "meow" } }
class Lion: Cat { override func sound() -> String { "roar" } }
class Cow: Animal { override func sound() -> String { "moo" } }

final class Pen<A: Animal> {
    private(set) var animals: [A] = []
    func add(named n: String) -> A { let a = A(name: n); animals.append(a); return a }
    func add(_ a: A) { animals.append(a) }
    func chorus() -> String { animals.map { $0.sound() }.joined(separator: " ") }
    var kind: String { "Pen<\(A.self)>" }
}
let cats = Pen<Cat>()
_ = cats.add(named: "tom")
cats.add(Lion(name: "leo"))
print(cats.chorus(), cats.kind)
print(cats.animals.map { "\(type(of: $0))" })
print(cats.animals.map { $0 is Lion })

let animals = Pen<Animal>()
for t in [Cat.self, Cow.self, Lion.self, Animal.self] as [Animal.Type] { _ = animals.add(named: "\(t)") }
print(animals.chorus())
print(animals.animals.map(\.name))
print(animals.animals.compactMap { $0 as? Cat }.count)

func spawn<T: Animal>(_ t: T.Type, _ n: Int) -> [T] { (0..<n).map { T(name: "\(t)\($0)") } }
print(spawn(Cow.self, 2).map(\.name))
let dyn: Animal.Type = Lion.self
let spawned = spawn(dyn, 1)
print(spawned[0].sound(), type(of: spawned[0]), type(of: spawned))

func loudest<T: Cat>(_ xs: [T]) -> String { xs.map { $0.sound().uppercased() }.joined(separator: ",") }
print(loudest([Lion(name: "a"), Lion(name: "b")]))
print(loudest([Cat(name: "c"), Lion(name: "d")]))

func firstOf<T, U>(_ xs: [T], as: U.Type) -> U? { xs.lazy.compactMap { $0 as? U }.first }
print(firstOf(animals.animals, as: Cow.self)?.name ?? "none")
print(firstOf(animals.animals, as: Lion.self)?.sound() ?? "none")
print(firstOf([1, 2], as: String.self) ?? "none")
// expect: meow roar Pen<Cat>
// expect: ["Cat", "Lion"]
// expect: [false, true]
// expect: ... ... ... ...
// expect: ["Cat", "Cow", "Lion", "Animal"]
// expect: 0
// expect: ["Cow0", "Cow1"]
// expect: ... Animal Array<Animal>
// expect: ROAR,ROAR
// expect: MEOW,ROAR
// expect: none
// expect: none
// expect: none
