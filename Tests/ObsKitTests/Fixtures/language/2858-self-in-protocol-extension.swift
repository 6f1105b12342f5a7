// Compiler test style: Self and Self.Type inside protocol extensions and class hierarchies
// known-gap: line 3: expected "Animal Dog", got "Dog Dog"
protocol Builder { init() }
extension Builder {
    static func build(count: Int) -> [Self] { (0..<count).map { _ in Self() } }
    func typeName() -> String { "\(Self.self)" }
    func dynamicName() -> String { "\(type(of: self))" }
}
struct Brick: Builder {}
class Animal: Builder {
    required init() {}
    func speak() -> String { "..." }
}
class Dog: Animal { override func speak() -> String { "woof" } }
print(Brick.build(count: 2).count, Brick().typeName())
let dogs = Dog.build(count: 3)
print(dogs.map { $0.speak() }, type(of: dogs))
let a: Animal = Dog()
print(a.typeName(), a.dynamicName())
func gen<T: Builder>(_ t: T) -> String { t.typeName() + "/" + t.dynamicName() }
print(gen(a), gen(Dog()))
extension Animal {
    class func make() -> Self { Self() }
}
let made = Dog.make()
print(type(of: made), made.speak())
let meta: Animal.Type = Dog.self
print(meta.make().speak(), meta.build(count: 1).map { $0.speak() })
// expect: 2 Brick
// expect: ["woof", "woof", "woof"] Array<Dog>
// expect: Animal Dog
// expect: Animal/Dog Dog/Dog
// expect: Dog woof
// expect: woof ["..."]
