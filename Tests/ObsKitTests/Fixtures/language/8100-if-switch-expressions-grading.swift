// Swift Evolution style: SE-0380 if and switch expressions used as values in let bindings, returns and arguments
enum Weather {
    case sunny(temperature: Int)
    case rainy(millimeters: Double)
    case snowy
}

func grade(for score: Int) -> String {
    switch score {
    case 90...: "A"
    case 80..<90: "B"
    case 70..<80: "C"
    default: "F"
    }
}

func advice(for weather: Weather) -> String {
    let clothing = switch weather {
    case .sunny(let t) where t > 30: "shorts and a hat"
    case .sunny: "a t-shirt"
    case .rainy(let mm) where mm > 10: "a raincoat and boots"
    case .rainy: "an umbrella"
    case .snowy: "a warm coat"
    }
    return "Wear \(clothing)."
}

let scores = [95, 83, 71, 42]
for score in scores {
    print("\(score) -> \(grade(for: score))")
}

let forecast: [Weather] = [.sunny(temperature: 34), .sunny(temperature: 20), .rainy(millimeters: 12.5), .rainy(millimeters: 2), .snowy]
for day in forecast {
    print(advice(for: day))
}

let isMember = true
let discount = if isMember { 0.15 } else { 0.0 }
print("discount: \(discount)")

let total = 200.0
let message = if total * (1 - discount) > 150 {
    "free shipping"
} else {
    "shipping costs 5"
}
print(message)

// Expressions work as initial values of stored properties too
struct Config {
    var verbose: Bool
    lazy var level: Int = if verbose { 3 } else { 1 }
}
var config = Config(verbose: true)
print("level: \(config.level)")

// Nested expression
let n = 15
let fizz = if n % 15 == 0 { "FizzBuzz" } else if n % 3 == 0 { "Fizz" } else if n % 5 == 0 { "Buzz" } else { String(n) }
print(fizz)

// expect: 95 -> A
// expect: 83 -> B
// expect: 71 -> C
// expect: 42 -> F
// expect: Wear shorts and a hat.
// expect: Wear a t-shirt.
// expect: Wear a raincoat and boots.
// expect: Wear an umbrella.
// expect: Wear a warm coat.
// expect: discount: 0.15
// expect: free shipping
// expect: level: 3
// expect: FizzBuzz
