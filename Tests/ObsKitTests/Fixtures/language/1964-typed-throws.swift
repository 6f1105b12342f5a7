// Compiler test style: typed throws with concrete error types and exhaustive catch
enum ParseError: Error, Equatable {
    case empty
    case badDigit(Character)
    case overflow
}

func parseDigits(_ s: String) throws(ParseError) -> Int {
    if s.isEmpty { throw .empty }
    var value = 0
    for ch in s {
        guard let d = ch.wholeNumberValue, ch.isASCII else { throw .badDigit(ch) }
        let (m, o1) = value.multipliedReportingOverflow(by: 10)
        let (a, o2) = m.addingReportingOverflow(d)
        if o1 || o2 { throw ParseError.overflow }
        value = a
    }
    return value
}

for input in ["123", "", "12x4", "99999999999999999999", "007"] {
    do {
        let v = try parseDigits(input)
        print("\(input) -> \(v)")
    } catch {
        switch error {
        case .empty: print("empty input")
        case .badDigit(let c): print("bad digit '\(c)' in \(input)")
        case .overflow: print("overflow for \(input.count) digits")
        }
    }
}

func sumAll(_ items: [String]) throws(ParseError) -> Int {
    var total = 0
    for item in items { total += try parseDigits(item) }
    return total
}
print((try? sumAll(["1", "2", "3"])) ?? -1)
print((try? sumAll(["1", "b"])) ?? -1)

let result = Result { () throws(ParseError) -> Int in try parseDigits("55") }
print(result)
let failed = Result<Int, ParseError> { () throws(ParseError) -> Int in try parseDigits("5a") }
if case .failure(let e) = failed { print("failure:", e, e == .badDigit("a")) }

func neverThrows() throws(Never) -> String { "safe" }
print(neverThrows())

func generic<E: Error>(_ body: () throws(E) -> Int) throws(E) -> Int { try body() * 2 }
do {
    print(try generic { () throws(ParseError) -> Int in try parseDigits("21") })
    print(try generic { () throws(ParseError) -> Int in throw .overflow })
} catch {
    print("generic caught", error)
}

// expect: 123 -> 123
// expect: empty input
// expect: bad digit 'x' in 12x4
// expect: overflow for 20 digits
// expect: 007 -> 7
// expect: 6
// expect: -1
// expect: success(55)
// expect: failure: badDigit("a") true
// expect: safe
// expect: 42
// expect: generic caught overflow
