// Swift Forums style (static vs class members and Self): overridable class members, static dispatch, and Self in return types
class Animal {
    class var kind: String { "animal" }
    static var count = 0
    static func make() -> Self { count += 1; return self.init() }
    required init() {}
    func describe() -> String { "\(type(of: self).kind) #\(Self.count)" }
    class func sound() -> String { "..." }
    func callSound() -> String { Self.sound() }
}

class Dog: Animal {
    override class var kind: String { "dog" }
    override class func sound() -> String { "woof" }
}

let a = Animal.make()
let d = Dog.make()
print(type(of: a), type(of: d))
print(a.describe(), d.describe())
print(Animal.count, Dog.count)
let asAnimal: Animal = d
print(asAnimal.callSound(), type(of: asAnimal).kind)
let meta: Animal.Type = Dog.self
print(meta.kind, meta.sound(), type(of: meta.init()))

struct Temperature {
    static let freezing = Temperature(celsius: 0)
    static var created = 0
    var celsius: Double
    init(celsius: Double) { self.celsius = celsius; Temperature.created += 1 }
    static func + (l: Self, r: Self) -> Self { Self(celsius: l.celsius + r.celsius) }
    func warmer(by d: Double) -> Self { Self(celsius: celsius + d) }
}
let t = Temperature.freezing.warmer(by: 5) + Temperature(celsius: 1)
print(t.celsius, Temperature.created)

protocol Named { static var name: String { get } }
extension Named { static var loud: String { name.uppercased() } }
struct Cat: Named { static let name = "cat" }
print(Cat.loud)
func printName<T: Named>(_ type: T.Type) { print(type.name, T.loud) }
printName(Cat.self)

// expect: Animal Dog
// expect: animal #2 dog #2
// expect: 2 2
// expect: woof dog
// expect: dog woof Dog
// expect: 6.0 4
// expect: CAT
// expect: cat CAT
