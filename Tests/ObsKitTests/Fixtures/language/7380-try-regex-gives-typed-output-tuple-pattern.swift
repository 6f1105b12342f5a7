// Swift Regex style (typed runtime regex): try Regex(_:as:) gives a typed output tuple from a pattern string built at runtime
let units = ["kg", "g", "lb"]
let pattern = #"(\d+(?:\.\d+)?)\s*("# + units.joined(separator: "|") + ")"

do {
    let weight = try Regex(pattern, as: (Substring, Substring, Substring).self)
    let shopping = "flour 1.5kg, sugar 500 g, butter 0.5 lb, eggs 12"
    var grams = 0.0
    for match in shopping.matches(of: weight) {
        let (whole, amount, unit) = match.output
        let value = Double(amount)!
        let factor: Double
        switch unit {
        case "kg": factor = 1000
        case "lb": factor = 453.6
        default: factor = 1
        }
        grams += value * factor
        print("'\(whole)' -> \(value * factor) g")
    }
    print("total grams:", grams)

    let bad = try Regex("(unclosed", as: (Substring, Substring).self)
    print("unexpected:", bad)
} catch {
    print("could not build regex")
}

do {
    _ = try Regex(#"(\d+)"#, as: Substring.self).firstMatch(in: "x1")
    print("mismatched output type accepted")
} catch {
    print("mismatched output type rejected")
}

// expect: '1.5kg' -> 1500.0 g
// expect: '500 g' -> 500.0 g
// expect: '0.5 lb' -> 226.8 g
// expect: total grams: 2226.8
// expect: could not build regex
// expect: mismatched output type rejected
