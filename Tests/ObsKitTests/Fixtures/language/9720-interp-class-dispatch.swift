// Swift compiler test/Interpreter style: dynamic dispatch through class hierarchies — super chains, class methods, overriding with covariant returns, dispatch from base initializers, protocol witness via superclass
class A {
    init() { print("A.init calls describe(): \(describe())") }
    func describe() -> String { "A" }
    func chain() -> String { "A" }
    class func kind() -> String { "A.kind" }
    static func fixed() -> String { "A.fixed" }
    func make() -> A { A.quiet() }
    class func quiet() -> A { A(silent: ()) }
    init(silent: ()) {}
}

class B: A {
    var tag = "b-tag"
    override func describe() -> String { "B(\(tag))" }
    override func chain() -> String { "B>" + super.chain() }
    override class func kind() -> String { "B.kind<" + super.kind() }
    override func make() -> B { B(silent: ()) }
}

class C: B {
    override func chain() -> String { "C>" + super.chain() }
    override func describe() -> String { "C/" + super.describe() }
}

print("-- construct C")
let c: A = C()
print(c.chain())
print(type(of: c).kind(), C.kind(), A.kind())
print(C.fixed())
print(type(of: c.make()))

let metatypes: [A.Type] = [A.self, B.self, C.self]
print(metatypes.map { $0.kind() })

protocol Speaker { func speak() -> String }
class Animal: Speaker {
    func speak() -> String { "..." }
    func speakTwice() -> String { speak() + " " + speak() }
}
class Dog: Animal { override func speak() -> String { "woof" } }
class Puppy: Dog { override func speak() -> String { "yip" } }

func viaProtocol<T: Speaker>(_ s: T) -> String { s.speak() }
let animals: [Animal] = [Animal(), Dog(), Puppy()]
for a in animals {
    print(viaProtocol(a), (a as Speaker).speak(), a.speakTwice())
}

class Shape {
    func area() -> Double { 0 }
    final func report() -> String { "\(type(of: self)) area=\(area())" }
}
class Sq: Shape {
    let s: Double
    init(_ s: Double) { self.s = s }
    override func area() -> Double { s * s }
}
let shapes: [Shape] = [Shape(), Sq(3)]
print(shapes.map { $0.report() })
let method = Sq.area
print(method(Sq(4))())
let bound: () -> Double = (Sq(5) as Shape).area
print(bound())

// expect: -- construct C
// expect: A.init calls describe(): C/B(b-tag)
// expect: C>B>A
// expect: B.kind<A.kind B.kind<A.kind A.kind
// expect: A.fixed
// expect: B
// expect: ["A.kind", "B.kind<A.kind", "B.kind<A.kind"]
// expect: ... ... ... ...
// expect: woof woof woof woof
// expect: yip yip yip yip
// expect: ["Shape area=0.0", "Sq area=9.0"]
// expect: 16.0
// expect: 25.0
