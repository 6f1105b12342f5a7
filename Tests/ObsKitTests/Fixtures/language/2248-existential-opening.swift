// Compiler test style: existentials (any P) implicitly opened when passed to generic functions
protocol Sensor {
    associatedtype Reading: CustomStringConvertible
    var name: String { get }
    func read() -> Reading
}

struct Thermometer: Sensor {
    let name = "thermo"
    func read() -> Int { 21 }
}
struct Hygrometer: Sensor {
    let name = "hygro"
    func read() -> String { "45%" }
}

func report<S: Sensor>(_ s: S) -> String {
    "\(s.name): \(s.read()) as \(S.Reading.self) via \(S.self)"
}

func readingType<S: Sensor>(of s: S) -> Any.Type { S.Reading.self }

let sensors: [any Sensor] = [Thermometer(), Hygrometer()]
for s in sensors {
    print(report(s))
    print(readingType(of: s))
}

func typeName<T>(_ x: T) -> String { "\(T.self)" }
let anyValue: Any = 42
let sensor: any Sensor = Hygrometer()
print(typeName(anyValue), typeName(sensor))
print(type(of: anyValue), type(of: sensor))

func isSame<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
func compareTo(_ x: any Equatable, _ other: Int) -> String {
    func check<T: Equatable>(_ v: T) -> String {
        if let o = other as? T { return isSame(v, o) ? "equal" : "different" }
        return "type mismatch \(T.self)"
    }
    return check(x)
}
print(compareTo(5, 5), compareTo(6, 5), compareTo("x", 5))

protocol Shape { func area() -> Int }
struct Rect: Shape { let w: Int, h: Int; func area() -> Int { w * h } }
struct Sq: Shape { let s: Int; func area() -> Int { s * s } }
func largest(_ shapes: [any Shape]) -> some Shape {
    var best = Rect(w: 0, h: 0)
    for s in shapes where s.area() > best.area() { best = Rect(w: s.area(), h: 1) }
    return best
}
let big = largest([Rect(w: 2, h: 3), Sq(s: 4), Sq(s: 1)])
print(big.area(), type(of: big))
// expect: thermo: 21 as Int via Thermometer
// expect: Int
// expect: hygro: 45% as String via Hygrometer
// expect: String
// expect: Any Sensor
// expect: Int Hygrometer
// expect: equal different type mismatch String
// expect: 16 Rect
