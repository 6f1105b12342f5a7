// Swift Evolution style (SE-0413): typed throws with do/catch inferring the concrete error type
enum ParseError: Error {
    case empty
    case badCharacter(Character)
    case overflow
}

func parseDigits(_ s: String) throws(ParseError) -> Int {
    guard !s.isEmpty else { throw .empty }
    var value = 0
    for ch in s {
        guard let d = ch.wholeNumberValue else { throw .badCharacter(ch) }
        let (m, o1) = value.multipliedReportingOverflow(by: 10)
        let (a, o2) = m.addingReportingOverflow(d)
        if o1 || o2 { throw .overflow }
        value = a
    }
    return value
}

func report(_ input: String) {
    do {
        let v = try parseDigits(input)
        print("ok \(input) = \(v)")
    } catch {
        // `error` is statically ParseError here
        switch error {
        case .empty: print("error: empty input")
        case .badCharacter(let c): print("error: bad character '\(c)'")
        case .overflow: print("error: overflow for \(input.count) digits")
        }
    }
}

for input in ["123", "", "12a4", "99999999999999999999999", "0"] {
    report(input)
}

func sumAll(_ xs: [String]) throws(ParseError) -> Int {
    var total = 0
    for x in xs { total += try parseDigits(x) }
    return total
}

do throws(ParseError) {
    print("sum:", try sumAll(["1", "2", "39"]))
    print("sum:", try sumAll(["1", "x"]))
} catch .badCharacter(let c) {
    print("caught bad character", c)
} catch {
    print("other", error)
}

let r = Result { () throws(ParseError) -> Int in try parseDigits("77") }
print(r)
let r2: Result<Int, ParseError> = Result { () throws(ParseError) -> Int in try parseDigits("") }
print(r2)

// expect: ok 123 = 123
// expect: error: empty input
// expect: error: bad character 'a'
// expect: error: overflow for 23 digits
// expect: ok 0 = 0
// expect: sum: 42
// expect: caught bad character x
// expect: success(77)
// expect: failure(main.ParseError.empty)
