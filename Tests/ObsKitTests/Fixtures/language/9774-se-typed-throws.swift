// Swift Evolution style: SE-0413 typed throws
enum ParseError: Error, Equatable {
    case empty
    case invalidCharacter(Character, at: Int)
    case overflow(String)
}

func parseDigits(_ text: String) throws(ParseError) -> Int {
    guard !text.isEmpty else { throw .empty }
    var result = 0
    for (i, ch) in text.enumerated() {
        guard let d = ch.wholeNumberValue, ch.isASCII else {
            throw .invalidCharacter(ch, at: i)
        }
        let (m, o1) = result.multipliedReportingOverflow(by: 10)
        let (s, o2) = m.addingReportingOverflow(d)
        if o1 || o2 { throw .overflow(text) }
        result = s
    }
    return result
}

let inputs = ["123", "", "12a4", "99999999999999999999", "007"]
for input in inputs {
    do {
        let n = try parseDigits(input)
        print("ok \(n)")
    } catch {
        // 'error' is statically known to be ParseError here
        switch error {
        case .empty: print("error: empty input")
        case .invalidCharacter(let c, let i): print("error: bad '\(c)' at \(i)")
        case .overflow(let s): print("error: overflow in \(s.count) digits")
        }
    }
}

// Generic function that rethrows the typed error of its closure
func transformAll<T, E: Error>(_ items: [String], _ f: (String) throws(E) -> T) throws(E) -> [T] {
    var out: [T] = []
    for item in items { out.append(try f(item)) }
    return out
}

do {
    let values = try transformAll(["1", "22", "333"], parseDigits)
    print(values)
    _ = try transformAll(["4", "x"], parseDigits)
} catch let e {
    print("caught", e, e == .invalidCharacter("x", at: 0))
}

// Non-throwing closure: E is inferred as Never, so no 'try' catch needed
let lengths = transformAll(["aa", "b"]) { $0.count }
print(lengths)

// Result interop
func parseResult(_ s: String) -> Result<Int, ParseError> {
    Result { () throws(ParseError) -> Int in try parseDigits(s) }
}
for s in ["42", "4x2"] {
    switch parseResult(s) {
    case .success(let v): print("result success", v)
    case .failure(let e): print("result failure", e)
    }
}

struct Validator {
    enum Failure: Error { case tooShort(Int), missingDigit }
    func check(_ password: String) throws(Failure) {
        if password.count < 6 { throw .tooShort(password.count) }
        if !password.contains(where: \.isNumber) { throw .missingDigit }
    }
}
let v = Validator()
for pw in ["abc", "abcdefg", "abc123x"] {
    do throws(Validator.Failure) {
        try v.check(pw)
        print(pw, "accepted")
    } catch .tooShort(let n) {
        print(pw, "too short:", n)
    } catch .missingDigit {
        print(pw, "needs a digit")
    }
}

// expect: ok 123
// expect: error: empty input
// expect: error: bad 'a' at 2
// expect: error: overflow in 20 digits
// expect: ok 7
// expect: [1, 22, 333]
// expect: caught invalidCharacter("x", at: 0) true
// expect: [2, 1]
// expect: result success 42
// expect: result failure invalidCharacter("x", at: 1)
// expect: abc too short: 3
// expect: abcdefg needs a digit
// expect: abc123x accepted
