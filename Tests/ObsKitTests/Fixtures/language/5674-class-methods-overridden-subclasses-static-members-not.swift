// Swift compiler execution test style (static vs class members): class methods overridden in subclasses, static members not overridable, dynamic dispatch through metatypes and Self
class Animal {
    class var kind: String { "animal" }
    static let kingdom = "Animalia"
    static var created = 0
    class func make() -> Animal { created += 1; return Animal() }
    static func describeKingdom() -> String { "kingdom \(kingdom)" }
    func sound() -> String { "..." }
    func intro() -> String { "\(Self.kind) says \(sound())" }
    required init() {}
}
class Dog: Animal {
    override class var kind: String { "dog" }
    override class func make() -> Animal { created += 10; return Dog() }
    override func sound() -> String { "woof" }
}
final class Puppy: Dog {
    override class var kind: String { "puppy" }
    override func sound() -> String { super.sound() + "!" }
}

print(Animal.kind, Dog.kind, Puppy.kind)
print(Animal.kingdom, Dog.kingdom, Puppy.describeKingdom())
let types: [Animal.Type] = [Animal.self, Dog.self, Puppy.self]
for t in types { print(t.kind, t.make().sound()) }
print(Animal.created)
for a in [Animal(), Dog(), Puppy()] { print(a.intro()) }
let meta: Animal.Type = Puppy.self
print(meta.kind, meta.init().sound(), meta == Puppy.self, meta is Dog.Type)
let anyA: Animal = Puppy()
print(type(of: anyA).kind, type(of: anyA) == Puppy.self)

struct Counter {
    static var total = 0
    static func bump() -> Int { total += 1; return total }
    var local = 0
    mutating func tick() { local += 1; Counter.total += 100 }
}
print(Counter.bump(), Counter.bump())
var c = Counter()
c.tick(); c.tick()
print(c.local, Counter.total)
enum Config {
    static let name = "cfg"
    static var lazyValue: Int = { print("init lazyValue"); return 42 }()
}
print("before")
print(Config.lazyValue, Config.lazyValue, Config.name)

// expect: animal dog puppy
// expect: Animalia Animalia kingdom Animalia
// expect: animal ...
// expect: dog woof
// expect: puppy woof
// expect: 21
// expect: animal says ...
// expect: dog says woof
// expect: puppy says woof!
// expect: puppy woof! true true
// expect: puppy true
// expect: 1 2
// expect: 2 202
// expect: before
// expect: init lazyValue
// expect: 42 42 cfg
