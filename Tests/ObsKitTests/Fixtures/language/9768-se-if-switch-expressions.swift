// Swift Evolution style: SE-0380 if and switch expressions
enum Weather {
    case sunny(temperature: Int)
    case rainy(millimeters: Double)
    case snowy
    case windy(speed: Int)
}

func advice(for weather: Weather) -> String {
    let text = switch weather {
    case .sunny(let t) where t > 30: "Stay in the shade"
    case .sunny: "Great day for a walk"
    case .rainy(let mm) where mm > 10: "Bring boots and an umbrella"
    case .rainy: "An umbrella will do"
    case .snowy: "Wear a warm coat"
    case .windy(let speed): speed > 50 ? "Stay indoors" : "Hold on to your hat"
    }
    return text
}

let forecasts: [Weather] = [
    .sunny(temperature: 34), .sunny(temperature: 22),
    .rainy(millimeters: 12.5), .rainy(millimeters: 2),
    .snowy, .windy(speed: 70), .windy(speed: 20),
]

for (day, w) in forecasts.enumerated() {
    print("Day \(day + 1): \(advice(for: w))")
}

// if expression used for initialisation
func grade(_ score: Int) -> Character {
    let letter: Character =
        if score >= 90 { "A" }
        else if score >= 80 { "B" }
        else if score >= 70 { "C" }
        else if score >= 60 { "D" }
        else { "F" }
    return letter
}

let scores = [95, 83, 71, 64, 12, 90, 79]
print(scores.map { "\($0)=\(grade($0))" }.joined(separator: ", "))

// switch expression as a return value without 'return'
func bucket(_ n: Int) -> String {
    switch n {
    case ..<0: "negative"
    case 0: "zero"
    case 1...9: "small"
    case 10...99: "medium"
    default: "large"
    }
}

for n in [-5, 0, 7, 42, 1000] {
    print(n, bucket(n))
}

// if expression with optional binding
let names: [String: Int] = ["ada": 36, "alan": 41]
for key in ["ada", "grace", "alan"] {
    let description = if let age = names[key] { "\(key) is \(age)" } else { "\(key) is unknown" }
    print(description)
}

// nested expression in a property initializer
struct Config {
    var debug: Bool
    var logLevel: String {
        if debug { "verbose" } else { "warning" }
    }
}
print(Config(debug: true).logLevel, Config(debug: false).logLevel)

// expect: Day 1: Stay in the shade
// expect: Day 2: Great day for a walk
// expect: Day 3: Bring boots and an umbrella
// expect: Day 4: An umbrella will do
// expect: Day 5: Wear a warm coat
// expect: Day 6: Stay indoors
// expect: Day 7: Hold on to your hat
// expect: 95=A, 83=B, 71=C, 64=D, 12=F, 90=A, 79=C
// expect: -5 negative
// expect: 0 zero
// expect: 7 small
// expect: 42 medium
// expect: 1000 large
// expect: ada is 36
// expect: grace is unknown
// expect: alan is 41
// expect: verbose warning
