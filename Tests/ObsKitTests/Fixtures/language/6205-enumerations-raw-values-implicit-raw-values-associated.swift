// Language Reference style (declarations): enumerations with raw values, implicit raw values, associated values with defaults, indirect cases
enum Planet: Int { case mercury = 1, venus, earth, mars = 10, jupiter }
print(Planet.venus.rawValue, Planet.jupiter.rawValue, Planet(rawValue: 3) as Any, Planet(rawValue: 4) as Any)

enum Compass: String, CaseIterable { case north, south = "S", east, west }
print(Compass.allCases.map(\.rawValue), Compass(rawValue: "S") == .south)
enum Ratio: Double { case half = 0.5, quarter = 0.25 }
print(Ratio.half.rawValue + Ratio.quarter.rawValue)
enum Letter: Character { case a = "a", b = "b" }
print(Letter.b.rawValue, Letter(rawValue: "c") as Any)

enum Request {
    case get(path: String, retries: Int = 3)
    case post(String, body: String = "{}")
    case ping
    var text: String {
        switch self {
        case let .get(path, retries): return "GET \(path) x\(retries)"
        case .post(let p, let b): return "POST \(p) \(b)"
        case .ping: return "PING"
        }
    }
}
print(Request.get(path: "/a").text, Request.get(path: "/b", retries: 1).text)
print(Request.post("/c").text, Request.post("/d", body: "x").text, Request.ping.text)
let maker = Request.post
print(maker("/e", "y").text)

indirect enum Expr {
    case num(Int)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
}
func eval(_ e: Expr) -> Int {
    switch e {
    case .num(let n): return n
    case let .add(a, b): return eval(a) + eval(b)
    case let .mul(a, b): return eval(a) * eval(b)
    case .neg(let a): return -eval(a)
    }
}
let expr = Expr.add(.num(2), .mul(.num(3), .neg(.num(4))))
print(eval(expr))
enum List<T> { case end; indirect case node(T, List<T>) }
func toArray<T>(_ l: List<T>) -> [T] { if case let .node(v, rest) = l { return [v] + toArray(rest) }; return [] }
print(toArray(List.node(1, .node(2, .node(3, .end)))))
enum Counter { case value(Int)
    mutating func bump() { if case .value(let n) = self { self = .value(n + 1) } }
    static var zero: Counter { .value(0) }
}
var cnt = Counter.zero
cnt.bump(); cnt.bump()
print(cnt)
print(Planet.earth, String(describing: Compass.west), "\(Request.ping)")

// expect: 2 11 Optional(main.Planet.earth) nil
// expect: ["north", "S", "east", "west"] true
// expect: 0.75
// expect: b nil
// expect: GET /a x3 GET /b x1
// expect: POST /c {} POST /d x PING
// expect: POST /e y
// expect: -10
// expect: [1, 2, 3]
// expect: value(2)
// expect: earth west ping
