// any P existentials: implicit opening into generics, associated types, metatypes
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Animal {
    associatedtype Food
    var name: String { get }
    func eat(_ f: Food) -> String
    static var kind: String { get }
}
struct Grass { var blades: Int }
struct Meat { var grams: Int }
struct Cow: Animal {
    var name = "Bess"
    func eat(_ f: Grass) -> String { "\(name) eats \(f.blades) blades" }
    static var kind: String { "bovine" }
}
struct Wolf: Animal {
    var name = "Grey"
    func eat(_ f: Meat) -> String { "\(name) eats \(f.grams)g" }
    static var kind: String { "canine" }
}

func kindOf<A: Animal>(_ a: A) -> String { A.kind + ":" + a.name }
func foodType<A: Animal>(_ a: A) -> String { String(describing: A.Food.self) }

let zoo: [any Animal] = [Cow(), Wolf(), Cow(name: "Daisy")]
for a in zoo {
    print(kindOf(a), foodType(a))
}
print(zoo.map { $0.name })
print(zoo.map { type(of: $0).kind })

if let c = zoo[0] as? Cow {
    print(c.eat(Grass(blades: 12)))
}
for case let w as Wolf in zoo {
    print(w.eat(Meat(grams: 300)))
}

protocol Shape { func area() -> Int }
struct Sq: Shape { var s: Int; func area() -> Int { s * s } }
struct Tri: Shape { var b: Int, h: Int; func area() -> Int { b * h / 2 } }

func biggest(_ shapes: [any Shape]) -> (any Shape)? {
    shapes.max { $0.area() < $1.area() }
}
func areaTwice(_ s: some Shape) -> Int { s.area() * 2 }
let shapes: [any Shape] = [Sq(s: 3), Tri(b: 4, h: 6), Sq(s: 2)]
if let big = biggest(shapes) {
    print("biggest:", type(of: big), big.area(), areaTwice(big))
}
let metas: [any Shape.Type] = [Sq.self, Tri.self]
print(metas.map { String(describing: $0) })
print(shapes.map { type(of: $0) == Sq.self })

let boxed: Any = Sq(s: 5)
if let s = boxed as? any Shape { print("Any -> any Shape:", s.area()) }
print(boxed is Tri, boxed is any Shape)

func openAndCompare(_ a: any Equatable, _ b: any Equatable) -> Bool {
    func helper<T: Equatable>(_ x: T) -> Bool {
        guard let y = b as? T else { return false }
        return x == y
    }
    return helper(a)
}
print(openAndCompare(3, 3), openAndCompare(3, "3"), openAndCompare("a", "a"), openAndCompare(1, 2))

// expect: bovine:Bess Grass
// expect: canine:Grey Meat
// expect: bovine:Daisy Grass
// expect: ["Bess", "Grey", "Daisy"]
// expect: ["bovine", "canine", "bovine"]
// expect: Bess eats 12 blades
// expect: Grey eats 300g
// expect: biggest: Tri 12 24
// expect: ["Sq", "Tri"]
// expect: [true, false, true]
// expect: Any -> any Shape: 25
// expect: false true
// expect: true false true false
