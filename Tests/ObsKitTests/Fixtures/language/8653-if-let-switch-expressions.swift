// Blog style (Swift 5.9 syntax): `if let x` shorthand and if/switch used as expressions
enum Weather { case sunny(temp: Int), rainy(mm: Double), snowy, windy(kmh: Int) }

struct Reading { let city: String; let weather: Weather?; let humidity: Int? }

let readings = [
    Reading(city: "Rome", weather: .sunny(temp: 31), humidity: 40),
    Reading(city: "Bergen", weather: .rainy(mm: 12.5), humidity: 95),
    Reading(city: "Oulu", weather: .snowy, humidity: nil),
    Reading(city: "Wellington", weather: .windy(kmh: 70), humidity: 60),
    Reading(city: "Nowhere", weather: nil, humidity: nil),
]

for r in readings {
    let icon = switch r.weather {
    case .sunny(let t) where t > 30: "hot sun"
    case .sunny: "sun"
    case .rainy(let mm): mm > 10 ? "heavy rain" : "drizzle"
    case .snowy: "snow"
    case .windy(let kmh): "wind \(kmh) km/h"
    case nil: "unknown"
    }
    let comfort = if let h = r.humidity, h > 80 { "muggy" } else if r.humidity == nil { "n/a" } else { "fine" }
    print("\(r.city): \(icon), humidity \(comfort)")
}

func advice(for reading: Reading) -> String {
    guard let weather = reading.weather else { return "check back later" }
    return switch weather {
    case .sunny, .windy: "go outside"
    case .rainy, .snowy: "stay in"
    }
}
print(readings.map(advice))

var nickname: String? = "Ace"
let fallbackName = "Player"
if let nickname {
    print("hello \(nickname)")
}
nickname = nil
if let nickname { print("unreachable \(nickname)") } else { print("hello \(fallbackName)") }

let score = 87
let grade: Character = if score >= 90 { "A" } else if score >= 80 { "B" } else { "C" }
print("grade \(grade)")

func classify(_ n: Int) -> String {
    let parity = n.isMultiple(of: 2) ? "even" : "odd"
    let size = switch abs(n) {
    case 0: "zero"
    case 1..<10: "small"
    case 10..<100: "medium"
    default: "large"
    }
    return "\(n) is \(size) and \(parity)"
}
[0, 7, -42, 1234].forEach { print(classify($0)) }

let maybeValues: [Int?] = [3, nil, 5]
var total = 0
for case let v? in maybeValues { total += v }
print("total \(total)")
// expect: Rome: hot sun, humidity fine
// expect: Bergen: heavy rain, humidity muggy
// expect: Oulu: snow, humidity n/a
// expect: Wellington: wind 70 km/h, humidity fine
// expect: Nowhere: unknown, humidity n/a
// expect: ["go outside", "stay in", "stay in", "go outside", "check back later"]
// expect: hello Ace
// expect: hello Player
// expect: grade B
// expect: 0 is zero and even
// expect: 7 is small and odd
// expect: -42 is medium and even
// expect: 1234 is large and even
// expect: total 8
