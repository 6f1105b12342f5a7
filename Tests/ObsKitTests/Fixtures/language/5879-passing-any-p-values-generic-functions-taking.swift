// Swift Evolution style (SE-0352 implicitly opened existentials): passing `any P` values to generic functions taking `T: P`, `some P` and `inout`, with associated types recovered through the opened type
protocol Animal {
    associatedtype Food
    var name: String { get }
    func favoriteFood() -> Food
    mutating func rename(_ to: String)
}

struct Cow: Animal {
    var name: String
    func favoriteFood() -> String { "grass" }
    mutating func rename(_ to: String) { name = to }
}
struct Owl: Animal {
    var name: String
    func favoriteFood() -> Int { 3 }
    mutating func rename(_ to: String) { name = to.uppercased() }
}

func feed<A: Animal>(_ animal: A) -> String {
    "\(animal.name) eats \(animal.favoriteFood()) (\(A.self))"
}

func describeFood(_ animal: some Animal) -> String {
    String(describing: type(of: animal.favoriteFood()))
}

func renameTwice<A: Animal>(_ animal: inout A, _ to: String) {
    animal.rename(to)
    animal.rename(animal.name + "!")
}

let barn: [any Animal] = [Cow(name: "Bess"), Owl(name: "hoot")]
for animal in barn {
    print(feed(animal))
    print("food type:", describeFood(animal))
}

var pet: any Animal = Owl(name: "night")
renameTwice(&pet, "day")
print(pet.name)

func makeArray<T>(_ value: T, count: Int) -> [T] { Array(repeating: value, count: count) }
let opened: any Animal = Cow(name: "Moo")
let copies = makeArray(opened, count: 2)
print(copies.count, copies.map(\.name))

func identify<T: Animal>(_ a: T) -> T { a }
let same = identify(opened)
print(same.name, type(of: same))

protocol Shape { func area() -> Double }
struct Sq: Shape { var s: Double; func area() -> Double { s * s } }
struct Tri: Shape { var b: Double, h: Double; func area() -> Double { b * h / 2 } }

func larger<S: Shape>(_ shape: S, than limit: Double) -> Bool { shape.area() > limit }
let shapes: [any Shape] = [Sq(s: 3), Tri(b: 4, h: 2), Sq(s: 1)]
print(shapes.map { larger($0, than: 3.5) })

let maybe: (any Shape)? = Tri(b: 10, h: 1)
if let maybe { print(larger(maybe, than: 4.5), maybe.area()) }

// expect: Bess eats grass (Cow)
// expect: food type: String
// expect: hoot eats 3 (Owl)
// expect: food type: Int
// expect: DAY!
// expect: 2 ["Moo", "Moo"]
// expect: Moo Cow
// expect: [true, true, false]
// expect: true 5.0
