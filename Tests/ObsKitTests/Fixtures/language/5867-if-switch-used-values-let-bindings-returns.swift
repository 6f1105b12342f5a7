// Swift Evolution style (SE-0380 if and switch expressions): `if` and `switch` used as values in let bindings, returns, closures and property initialisers
enum Weather { case sunny, rainy(mm: Int), snowy, windy(kmh: Int) }

func advice(_ weather: Weather) -> String {
    switch weather {
    case .sunny: "wear a hat"
    case .rainy(let mm) where mm > 20: "stay home"
    case .rainy: "take an umbrella"
    case .snowy: "boots"
    case .windy(let kmh): kmh > 50 ? "hold on" : "kite time"
    }
}

for w in [Weather.sunny, .rainy(mm: 5), .rainy(mm: 40), .snowy, .windy(kmh: 70), .windy(kmh: 10)] {
    print(advice(w))
}

func grade(_ score: Int) -> Character {
    let letter: Character =
        if score >= 90 { "A" }
        else if score >= 80 { "B" }
        else if score >= 70 { "C" }
        else { "F" }
    return letter
}
print([95, 85, 72, 10].map(grade))

let temperature = 17
let feeling = if temperature < 10 { "cold" } else if temperature < 20 { "mild" } else { "warm" }
print(feeling)

let parity: (Int) -> String = { n in
    switch n % 2 {
    case 0: "even"
    default: "odd"
    }
}
print((1...4).map(parity))

struct Config {
    var level: Int
    lazy var label: String = if level > 2 { "high" } else { "low" }
}
var config = Config(level: 3)
print(config.label)

func fallbackValue(_ input: String) -> Int {
    let parsed = if let n = Int(input) { n } else { fatalErrorFree(input) }
    return parsed * 2
}
func fatalErrorFree(_ s: String) -> Int { s.count }
print(fallbackValue("21"), fallbackValue("abc"))

let mixed: Double = switch temperature {
case ..<0: -1
case 0..<15: 0.5
default: 1.25
}
print(mixed)

func classify(_ x: Int) -> String {
    let kind = switch x {
    case Int.min..<0: "negative"
    case 0: "zero"
    default: if x.isMultiple(of: 10) { "round" } else { "positive" }
    }
    return "\(x): \(kind)"
}
[-3, 0, 40, 7].forEach { print(classify($0)) }

// expect: wear a hat
// expect: take an umbrella
// expect: stay home
// expect: boots
// expect: hold on
// expect: kite time
// expect: ["A", "B", "C", "F"]
// expect: mild
// expect: ["odd", "even", "odd", "even"]
// expect: high
// expect: 42 6
// expect: 1.25
// expect: -3: negative
// expect: 0: zero
// expect: 40: round
// expect: 7: positive
