// Swift Evolution style (SE-0380): if/switch expressions in assignments, initializers and closures
enum Level: Int { case low = 1, medium, high }

let temperature = 27
let feel = if temperature > 30 { "hot" } else if temperature > 20 { "warm" } else { "cold" }
print("feel:", feel)

let level: Level = .medium
let label: String = switch level {
case .low: "L"
case .medium: "M"
case .high: "H"
}
print("label:", label)

var bonus: Int
bonus = if label == "M" { 50 } else { 10 }
print("bonus:", bonus)

let multiplier: Double = switch level {
case .low: 1
case .medium: 1.5
case .high: 2
}
print("multiplier:", multiplier)

let classify: (Int) -> String = { n in
    switch n % 3 {
    case 0: "fizz-ish"
    case 1: "one-off"
    default: "two-off"
    }
}
print((0..<5).map(classify))

let parity = { (n: Int) -> String in if n.isMultiple(of: 2) { "even" } else { "odd" } }
print(parity(7), parity(10))

struct Config {
    let retries: Int
    init(mode: String) {
        retries = switch mode {
        case "aggressive": 10
        case "gentle": 2
        default: 5
        }
    }
}
print(Config(mode: "aggressive").retries, Config(mode: "gentle").retries, Config(mode: "other").retries)

let optionalName: String? = nil
let display = if let optionalName { optionalName } else { "anonymous" }
print("display:", display)

func pick(_ flag: Bool) -> Int {
    let x = if flag { 1 } else { fatalError("unreachable") }
    return x + 1
}
print(pick(true))

// expect: feel: warm
// expect: label: M
// expect: bonus: 50
// expect: multiplier: 1.5
// expect: ["fizz-ish", "one-off", "two-off", "fizz-ish", "one-off"]
// expect: odd even
// expect: 10 2 5
// expect: display: anonymous
// expect: 2
