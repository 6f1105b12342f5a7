// Compiler test style (class dispatch through protocols and generics): overridden methods as protocol witnesses, super calls, final and static dispatch seen from generic code
protocol Speaker { func speak() -> String; static func kind() -> String }
extension Speaker { func twice() -> String { speak() + " " + speak() } }

class Animal: Speaker {
    func speak() -> String { "..." }
    class func kind() -> String { "animal" }
    func intro() -> String { "I say \(speak())" }
}
class Dog: Animal {
    override func speak() -> String { "woof" }
    override class func kind() -> String { "dog" }
}
class Puppy: Dog {
    override func speak() -> String { super.speak() + "ish" }
    override func intro() -> String { "small: " + super.intro() }
}
final class Cat: Animal {
    override func speak() -> String { "meow" }
}

func viaGeneric<T: Speaker>(_ x: T) -> String { "\(T.kind())/\(type(of: x).kind()): \(x.speak())" }
func viaExistential(_ x: any Speaker) -> String { "\(type(of: x).kind()): \(x.twice())" }
func viaClassGeneric<T: Animal>(_ x: T) -> String { "\(T.kind()) \(x.intro())" }

let animals: [Animal] = [Animal(), Dog(), Puppy(), Cat()]
for a in animals {
    print(viaGeneric(a), "|", viaExistential(a), "|", viaClassGeneric(a))
}
print(viaGeneric(Puppy()), viaClassGeneric(Puppy()))

class Shape {
    var name: String { "shape" }
    var area: Double { 0 }
    func describe() -> String { "\(name) with area \(area)" }
}
class Square: Shape {
    let side: Double
    init(side: Double) { self.side = side }
    override var name: String { "square" }
    override var area: Double { side * side }
}
class Unit: Square {
    init() { super.init(side: 1) }
    override var name: String { "unit " + super.name }
}
let shapes: [Shape] = [Shape(), Square(side: 3), Unit()]
print(shapes.map { $0.describe() })
func largest<S: Shape>(_ xs: [S]) -> String { xs.max { $0.area < $1.area }!.name }
print(largest(shapes), largest([Unit(), Square(side: 0.5)]))

class Counter { var count = 0; func hit() { count += 1 } }
class Double2: Counter { override func hit() { super.hit(); super.hit() } }
let counters = [Counter(), Double2()]
counters.forEach { c in (0..<3).forEach { _ in c.hit() } }
print(counters.map(\.count))

// expect: animal/animal: ... | animal: ... ... | animal I say ...
// expect: animal/dog: woof | dog: woof woof | animal I say woof
// expect: animal/dog: woofish | dog: woofish woofish | animal small: I say woofish
// expect: animal/animal: meow | animal: meow meow | animal I say meow
// expect: dog/dog: woofish dog small: I say woofish
// expect: ["shape with area 0.0", "square with area 9.0", "unit square with area 1.0"]
// expect: square unit square
// expect: [3, 6]
