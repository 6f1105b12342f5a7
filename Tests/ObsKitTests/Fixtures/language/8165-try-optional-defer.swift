// Course exercise: try?, try!, rethrowing, and defer ordering during error propagation
enum ParseError: Error, CustomStringConvertible {
    case empty
    case notANumber(String)
    case negative(Int)

    var description: String {
        switch self {
        case .empty: return "empty input"
        case .notANumber(let s): return "'\(s)' is not a number"
        case .negative(let n): return "\(n) is negative"
        }
    }
}

func parsePositive(_ text: String) throws -> Int {
    defer { print("  done parsing '\(text)'") }
    guard !text.isEmpty else { throw ParseError.empty }
    guard let n = Int(text) else { throw ParseError.notANumber(text) }
    if n < 0 { throw ParseError.negative(n) }
    return n
}

func sumAll(_ inputs: [String]) throws -> Int {
    var total = 0
    defer { print("  sumAll exits with running total \(total)") }
    for input in inputs {
        total += try parsePositive(input)
    }
    return total
}

let values = ["5", "x", "-3"].map { try? parsePositive($0) }
print(values.map { $0.map(String.init) ?? "nil" })

let sure = try! parsePositive("42")
print("got \(sure)")

do {
    let total = try sumAll(["1", "2", "oops", "4"])
    print("total \(total)")
} catch {
    print("caught: \(error)")
}

let fallback = (try? sumAll(["10", "20"])) ?? -1
print("fallback total: \(fallback)")

// expect:   done parsing '5'
// expect:   done parsing 'x'
// expect:   done parsing '-3'
// expect: ["5", "nil", "nil"]
// expect:   done parsing '42'
// expect: got 42
// expect:   done parsing '1'
// expect:   done parsing '2'
// expect:   done parsing 'oops'
// expect:   sumAll exits with running total 3
// expect: caught: 'oops' is not a number
// expect:   done parsing '10'
// expect:   done parsing '20'
// expect:   sumAll exits with running total 30
// expect: fallback total: 30
