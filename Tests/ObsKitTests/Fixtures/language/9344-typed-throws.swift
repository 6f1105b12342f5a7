// typed throws: throws(E), generic error propagation, throws(Never), catch with concrete type
// expected output: swiftc 6.3.1 (Linux), run on this machine
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
        if n > 9999 { throw .tooLarge(n) }
    }
    return n
}

for s in ["42", "", "4x2", "123456", "0007"] {
    do {
        let v = try parseDigits(s)
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
    var t = 0
    for x in xs { t += try parseDigits(x) }
    return t
}
do { print(try sumAll(["1", "2", "3"])) } catch { print("never", error) }
do { _ = try sumAll(["1", "z"]) } catch { print("sumAll failed:", error, error == .badChar("z")) }

func mapAll<T, U, E: Error>(_ xs: [T], _ f: (T) throws(E) -> U) throws(E) -> [U] {
    var out: [U] = []
    for x in xs { out.append(try f(x)) }
    return out
}
let doubled = mapAll([1, 2, 3]) { $0 * 2 }
print(doubled)
do {
    let r = try mapAll(["5", "6"], parseDigits)
    print(r)
    _ = try mapAll(["7", ""], parseDigits)
} catch {
    print("mapAll error:", error)
}

func never() throws(Never) -> String { "cannot fail" }
print(never())

struct Validator {
    enum Failure: Error { case short(Int), missing(String) }
    func check(_ name: String) throws(Failure) {
        if name.count < 3 { throw .short(name.count) }
        if !name.contains("@") { throw .missing("@") }
    }
}
let v = Validator()
for n in ["ab", "abcd", "a@bc"] {
    let r = Result { () throws(Validator.Failure) in try v.check(n) }
    switch r {
    case .success: print(n, "valid")
    case .failure(.short(let k)): print(n, "too short", k)
    case .failure(.missing(let m)): print(n, "missing", m)
    }
}
func untyped() throws { try v.check("x") }
do { try untyped() } catch let e as Validator.Failure { print("as Failure:", e) } catch { print("other") }

// expect: ok 42
// expect: empty input
// expect: bad char x
// expect: too large at 12345
// expect: ok 7
// expect: 6
// expect: sumAll failed: badChar("z") true
// expect: [2, 4, 6]
// expect: [5, 6]
// expect: mapAll error: empty
// expect: cannot fail
// expect: ab too short 2
// expect: abcd missing @
// expect: a@bc valid
// expect: as Failure: short(1)
