// swift/test/Interpreter style (pattern matching): custom ~= overloads for ranges of structs, closures and regex-free prefix matching
struct Prefix { let text: String }
func ~= (pattern: Prefix, value: String) -> Bool { value.hasPrefix(pattern.text) }
func ~= <T>(pattern: (T) -> Bool, value: T) -> Bool { pattern(value) }

struct Temperature: Comparable {
    let celsius: Double
    static func < (a: Temperature, b: Temperature) -> Bool { a.celsius < b.celsius }
}
let freezing = Temperature(celsius: 0)
let hot = Temperature(celsius: 30)

func route(_ path: String) -> String {
    switch path {
    case Prefix(text: "/api/"): return "api"
    case Prefix(text: "/static/"): return "asset"
    case "/": return "home"
    default: return "404"
    }
}

func feel(_ t: Temperature) -> String {
    switch t {
    case ..<freezing: return "frozen"
    case freezing..<hot: return "mild"
    default: return "hot"
    }
}

let isEven: (Int) -> Bool = { $0 % 2 == 0 }
let isNegative: (Int) -> Bool = { $0 < 0 }
func kind(_ n: Int) -> String {
    switch n {
    case isNegative: return "negative"
    case isEven: return "even"
    default: return "odd"
    }
}

print(["/api/users", "/static/a.css", "/", "/about"].map(route))
print([-5.0, 0.0, 12.5, 30.0, 41.0].map { feel(Temperature(celsius: $0)) })
print([-4, 0, 7, 10].map(kind))
print(1...5 ~= 3, 1..<5 ~= 5, "abc" ~= "abc")
if case 10...20 = 15 { print("15 in range") }
let pt = (3, "x")
if case (1...5, "x") = pt { print("matched tuple pattern") }

// expect: ["api", "asset", "home", "404"]
// expect: ["frozen", "mild", "mild", "hot", "hot"]
// expect: ["negative", "even", "odd", "even"]
// expect: true false true
// expect: 15 in range
// expect: matched tuple pattern
