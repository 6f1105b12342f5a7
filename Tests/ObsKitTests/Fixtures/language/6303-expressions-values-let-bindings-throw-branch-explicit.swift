// Swift Evolution SE-0380 style (if and switch expressions): expressions as values of let bindings, with throw in a branch and explicit types
enum ParseError: Error {
    case empty
    case notANumber(String)
}

func parseLevel(_ text: String) throws -> Int {
    let value: Int = if text.isEmpty {
        throw ParseError.empty
    } else if let n = Int(text) {
        n
    } else {
        throw ParseError.notANumber(text)
    }
    return value
}

for input in ["7", "", "x9", "42"] {
    do {
        let level = try parseLevel(input)
        let band = switch level {
        case ..<10: "low"
        case 10..<40: "medium"
        default: "high"
        }
        print("'\(input)' -> \(level) \(band)")
    } catch ParseError.empty {
        print("'\(input)' -> empty input")
    } catch {
        print("'\(input)' -> \(error)")
    }
}

// Expressions as a closure's single-expression body.
let describe: (Int?) -> String = { value in
    switch value {
    case nil: "nothing"
    case let v? where v < 0: "negative \(-v)"
    case let v?: "value \(v)"
    }
}
print([nil, -3, 8].map(describe))

// A switch over a tuple producing a Double.
let pair = (3, true)
let factor: Double = switch pair {
case (_, false): 1.0
case (let n, true) where n > 2: 1.5
case (_, true): 1.25
}
print("factor", factor)

// Nested if expression inside a switch expression.
let temperature = 24
let outfit = switch temperature {
case ..<5: "coat"
case 5..<20: "jumper"
default: if temperature > 30 { "nothing much" } else { "t-shirt" }
}
print(outfit)

// expect: '7' -> 7 low
// expect: '' -> empty input
// expect: 'x9' -> notANumber("x9")
// expect: '42' -> 42 high
// expect: ["nothing", "negative 3", "value 8"]
// expect: factor 1.5
// expect: t-shirt
