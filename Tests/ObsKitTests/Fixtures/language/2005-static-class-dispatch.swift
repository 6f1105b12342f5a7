// Compiler test style: static vs class members, overriding class methods and properties, Self in static context
class Animal {
    static var created = 0
    class var kind: String { "animal" }
    static let kingdom = "Animalia"
    class func make() -> Animal {
        created += 1
        return self.init()
    }
    required init() {}
    static func describeStatic() -> String { "static on Animal sees kind=\(kind)" }
    class func describeClass() -> String { "class \(kind)" }
    func instanceKind() -> String { type(of: self).kind }
}

class Dog: Animal {
    override class var kind: String { "dog" }
    override class func describeClass() -> String { "Dog overrides: " + super.describeClass() }
}

final class Puppy: Dog {
    override class var kind: String { "puppy" }
}

struct Config {
    static var defaults: [String: Int] = ["a": 1]
    static func value(_ k: String) -> Int { defaults[k, default: -1] }
    static var count: Int { defaults.count }
}

enum MathUtil {
    static let zero = 0
    static func square(_ x: Int) -> Int { x * x }
}

print(Animal.kind, Dog.kind, Puppy.kind)
print(Animal.kingdom, Dog.kingdom)
print(Animal.describeStatic())
print(Dog.describeStatic())
print(Puppy.describeStatic())
print(Dog.describeClass())
print(Puppy.describeClass())

let made: [Animal] = [Animal.make(), Dog.make(), Puppy.make()]
print(made.map { $0.instanceKind() })
print(made.map { String(describing: type(of: $0)) })
print(Animal.created, Dog.created)

let meta: Animal.Type = Puppy.self
print(meta.kind, meta.describeClass())
let types: [Animal.Type] = [Animal.self, Dog.self, Puppy.self]
print(types.map { $0.kind })

Config.defaults["b"] = 2
print(Config.value("a"), Config.value("b"), Config.value("zz"), Config.count)
print(MathUtil.square(7), MathUtil.zero)

protocol Factory {
    static func create() -> Self
    static var label: String { get }
}
extension Factory {
    static var label: String { "default label" }
}
struct Widget: Factory {
    var n = 5
    static func create() -> Widget { Widget(n: 11) }
}
struct Gadget: Factory {
    static func create() -> Gadget { Gadget() }
    static var label: String { "gadget label" }
}
func build<F: Factory>(_ t: F.Type) -> String { "\(F.label): \(F.create())" }
print(build(Widget.self))
print(build(Gadget.self))

// expect: animal dog puppy
// expect: Animalia Animalia
// expect: static on Animal sees kind=animal
// expect: static on Animal sees kind=dog
// expect: static on Animal sees kind=puppy
// expect: Dog overrides: class dog
// expect: Dog overrides: class puppy
// expect: ["animal", "dog", "puppy"]
// expect: ["Animal", "Dog", "Puppy"]
// expect: 3 3
// expect: puppy Dog overrides: class puppy
// expect: ["animal", "dog", "puppy"]
// expect: 1 2 -1 2
// expect: 49 0
// expect: default label: Widget(n: 11)
// expect: gadget label: Gadget()
