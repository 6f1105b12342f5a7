// generic-subscripts-opaque
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Settings {
    private var values: [String: Any] = [:]
    subscript<T>(key: String, as type: T.Type = T.self) -> T? {
        get { values[key] as? T }
        set { values[key] = newValue }
    }
    subscript<Keys: Sequence>(keys: Keys) -> [String] where Keys.Element == String {
        keys.map { k in values[k].map { "\(k)=\($0)" } ?? "\(k)=?" }
    }
}

var settings = Settings()
settings["volume"] = 7
settings["name"] = "demo"
settings["ratio"] = 0.5
let vol: Int? = settings["volume"]
print(vol as Any, settings["name", as: String.self] as Any, settings["volume", as: String.self] as Any)
print(settings[["name", "ratio", "missing"]])

protocol Shape {
    func area() -> Double
    var label: String { get }
}
struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
    var label: String { "square(\(side))" }
}
struct Scaled<S: Shape>: Shape {
    var base: S
    var factor: Double
    func area() -> Double { base.area() * factor * factor }
    var label: String { "scaled(\(base.label) x\(factor))" }
}

func makeShape(side: Double) -> some Shape {
    Scaled(base: Square(side: side), factor: 2)
}

func bigger(_ a: some Shape, _ b: some Shape) -> String {
    a.area() >= b.area() ? a.label : b.label
}

let s1 = makeShape(side: 1.5)
print(s1.label, s1.area())
print(bigger(s1, Square(side: 3)))
print(bigger(Square(side: 4), s1))

func evens(upTo n: Int) -> some Sequence<Int> {
    stride(from: 0, through: n, by: 2)
}
print(Array(evens(upTo: 9)), evens(upTo: 4).reduce(0, +))

func counter() -> some Collection {
    [10, 20, 30]
}
print(counter().count)
// expect: Optional(7) Optional("demo") nil
// expect: ["name=demo", "ratio=0.5", "missing=?"]
// expect: scaled(square(1.5) x2.0) 9.0
// expect: scaled(square(1.5) x2.0)
// expect: square(4.0)
// expect: [0, 2, 4, 6, 8] 6
// expect: 3
