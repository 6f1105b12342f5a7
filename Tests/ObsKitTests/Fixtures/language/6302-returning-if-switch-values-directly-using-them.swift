// What's new in Swift 5.9 style (if and switch expressions): returning if/switch values directly and using them in property initializers
enum Weather {
    case sunny(celsius: Int)
    case rainy(millimetres: Int)
    case windy
}

struct Forecast {
    let weather: Weather
    let day: String

    // A switch expression as the whole body of a computed property.
    var advice: String {
        switch weather {
        case .sunny(let t) where t > 28: "Stay in the shade"
        case .sunny: "Wear sunglasses"
        case .rainy(let mm): mm > 10 ? "Take boots" : "Take an umbrella"
        case .windy: "Hold on to your hat"
        }
    }

    // An if expression in a stored property's initializer.
    let isWeekend: Bool
    init(weather: Weather, day: String) {
        self.weather = weather
        self.day = day
        self.isWeekend = if day == "Sat" || day == "Sun" { true } else { false }
    }
}

func grade(for score: Int) -> String {
    if score >= 90 { "A" } else if score >= 75 { "B" } else if score >= 50 { "C" } else { "F" }
}

let week = [
    Forecast(weather: .sunny(celsius: 31), day: "Mon"),
    Forecast(weather: .rainy(millimetres: 4), day: "Tue"),
    Forecast(weather: .rainy(millimetres: 22), day: "Sat"),
    Forecast(weather: .windy, day: "Sun"),
    Forecast(weather: .sunny(celsius: 18), day: "Wed"),
]

for f in week {
    let tag = if f.isWeekend { " (weekend)" } else { "" }
    print("\(f.day)\(tag): \(f.advice)")
}

for score in [95, 80, 51, 12] {
    print(score, "->", grade(for: score))
}

let label: String = switch week.count {
case 0: "none"
case 1...3: "few"
default: "many"
}
print("forecasts:", label)

// expect: Mon: Stay in the shade
// expect: Tue: Take an umbrella
// expect: Sat (weekend): Take boots
// expect: Sun (weekend): Hold on to your hat
// expect: Wed: Wear sunglasses
// expect: 95 -> A
// expect: 80 -> B
// expect: 51 -> C
// expect: 12 -> F
// expect: forecasts: many
