// Swift compiler execution test style (typed throws): functions declared throws(E), catch blocks that see the concrete error type, and rethrowing through generic helpers
enum ParseError: Error, Equatable {
    case empty
    case badChar(Character)
    case tooLarge(Int)
}

func parseDigits(_ s: String) throws(ParseError) -> Int {
    if s.isEmpty { throw .empty }
    var n = 0
    for c in s {
        guard let d = c.wholeNumberValue else { throw .badChar(c) }
        n = n * 10 + d
        if n > 999 { throw ParseError.tooLarge(n) }
    }
    return n
}

for input in ["42", "", "4x2", "12345", "007"] {
    do {
        let v = try parseDigits(input)
        print("ok", v)
    } catch {
        switch error {
        case .empty: print("empty input")
        case .badChar(let c): print("bad char", c)
        case .tooLarge(let n): print("too large at", n)
        }
    }
}

func sumAll(_ xs: [String]) throws(ParseError) -> Int {
    var total = 0
    for x in xs { total += try parseDigits(x) }
    return total
}
print((try? sumAll(["1", "2", "3"])) ?? -1)
do { _ = try sumAll(["1", "z"]) } catch { print(error == .badChar("z"), type(of: error)) }

func apply<T, E: Error>(_ x: T, _ f: (T) throws(E) -> T) throws(E) -> T { try f(x) }
print(apply(5) { $0 * 2 })
do {
    _ = try apply("9") { (s: String) throws(ParseError) -> String in throw .tooLarge(Int(s)!) }
} catch let e {
    print("caught", e)
}
let r = Result { () throws(ParseError) -> Int in try parseDigits("77") }
print(r)
let r2 = Result { () throws(ParseError) -> Int in try parseDigits("") }
if case .failure(let e) = r2 { print("failure", e) }

// expect: ok 42
// expect: empty input
// expect: bad char x
// expect: too large at 1234
// expect: ok 7
// expect: 6
// expect: true ParseError
// expect: 10
// expect: caught tooLarge(9)
// expect: success(77)
// expect: failure empty
