// Swift Evolution style (SE-0413 typed throws): functions declared `throws(ParseError)`, do/catch that sees the concrete error type, `throws(Never)` and rethrowing a typed error
enum ParseError: Error, Equatable {
    case empty
    case badCharacter(Character)
    case tooLarge(Int)
}

func parseDigits(_ text: String) throws(ParseError) -> Int {
    guard !text.isEmpty else { throw .empty }
    var value = 0
    for ch in text {
        guard let d = ch.wholeNumberValue else { throw .badCharacter(ch) }
        value = value * 10 + d
        if value > 9999 { throw ParseError.tooLarge(value) }
    }
    return value
}

for input in ["42", "", "4x2", "123456", "7"] {
    do {
        let n = try parseDigits(input)
        print("parsed \(n)")
    } catch {
        switch error {
        case .empty: print("empty input")
        case .badCharacter(let c): print("bad character '\(c)'")
        case .tooLarge(let v): print("too large at \(v)")
        }
    }
}

func sumAll(_ inputs: [String]) throws(ParseError) -> Int {
    var total = 0
    for input in inputs { total += try parseDigits(input) }
    return total
}
print((try? sumAll(["1", "2", "3"])) ?? -1)
do {
    _ = try sumAll(["1", "", "3"])
} catch let e {
    print("caught", e, e == .empty)
}

func neverFails() throws(Never) -> String { "safe" }
print(neverFails())

let result = Result { () throws(ParseError) -> Int in try parseDigits("88") }
switch result {
case .success(let v): print("result", v)
case .failure(let e): print("failure", e)
}

struct Limit: Error { let max: Int }
func check(_ n: Int) throws(Limit) -> Int {
    if n > 3 { throw Limit(max: 3) }
    return n
}
func convert() throws(ParseError) -> Int {
    do {
        return try check(5)
    } catch {
        throw .tooLarge(error.max)
    }
}
do { _ = try convert() } catch { print("converted:", error) }

let closure = { () throws(ParseError) in throw .badCharacter("z") }
do { try closure() } catch { print("closure threw", error) }

func untyped() throws { _ = try parseDigits("?") }
do { try untyped() } catch { print("as any Error:", error, type(of: error)) }

// expect: parsed 42
// expect: empty input
// expect: bad character 'x'
// expect: too large at 12345
// expect: parsed 7
// expect: 6
// expect: caught empty true
// expect: safe
// expect: result 88
// expect: converted: tooLarge(3)
// expect: closure threw badCharacter("z")
// expect: as any Error: badCharacter("?") ParseError
