// Swift Evolution style (typed throws): SE-0413 functions that throw a concrete error type caught without casting
enum ParseError: Error, Equatable {
    case empty
    case badCharacter(Character)
    case overflow(String)
}

func parseDigits(_ text: String) throws(ParseError) -> Int {
    guard !text.isEmpty else { throw .empty }
    var value = 0
    for ch in text {
        guard let d = ch.wholeNumberValue else {
            throw ParseError.badCharacter(ch)
        }
        let (m, o1) = value.multipliedReportingOverflow(by: 10)
        let (s, o2) = m.addingReportingOverflow(d)
        if o1 || o2 { throw .overflow(text) }
        value = s
    }
    return value
}

func describe(_ error: ParseError) -> String {
    switch error {
    case .empty: "empty input"
    case .badCharacter(let c): "bad character '\(c)'"
    case .overflow(let t): "overflow in \(t.count) digits"
    }
}

let inputs = ["42", "", "12a4", "99999999999999999999", "007"]
for input in inputs {
    do {
        let n = try parseDigits(input)
        print("ok \(n)")
    } catch {
        // error is ParseError here, not any Error
        print("error: \(describe(error))")
    }
}

func sumAll(_ texts: [String]) throws(ParseError) -> Int {
    var total = 0
    for t in texts {
        total += try parseDigits(t)
    }
    return total
}

let r1 = Result { () throws(ParseError) -> Int in try sumAll(["1", "2", "3"]) }
let r2 = Result { () throws(ParseError) -> Int in try sumAll(["1", "x"]) }
for r in [r1, r2] {
    switch r {
    case .success(let v): print("sum \(v)")
    case .failure(let e): print("failed: \(e == .badCharacter("x"))")
    }
}
// expect: ok 42
// expect: error: empty input
// expect: error: bad character 'a'
// expect: error: overflow in 20 digits
// expect: ok 7
// expect: sum 6
// expect: failed: true
