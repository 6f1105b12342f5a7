// error-associated-values
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum ParseError: Error, Equatable {
    case empty
    case invalidCharacter(Character, at: Int)
    case outOfRange(value: Int, limit: ClosedRange<Int>)
}

func parsePercent(_ s: String) throws -> Int {
    guard !s.isEmpty else { throw ParseError.empty }
    var v = 0
    for (i, ch) in s.enumerated() {
        guard let d = ch.wholeNumberValue else { throw ParseError.invalidCharacter(ch, at: i) }
        v = v * 10 + d
    }
    guard (0...100).contains(v) else { throw ParseError.outOfRange(value: v, limit: 0...100) }
    return v
}

for input in ["42", "", "x1", "4a", "250", "100"] {
    do {
        let v = try parsePercent(input)
        print("ok", v)
    } catch ParseError.invalidCharacter(let c, let i) where i == 0 {
        print("bad leading character", c)
    } catch ParseError.invalidCharacter(let c, at: let i) {
        print("bad character \(c) at \(i)")
    } catch let ParseError.outOfRange(value, limit) {
        print("out of range:", value, "not in", limit)
    } catch {
        print("other error:", error)
    }
}

print(ParseError.invalidCharacter("z", at: 3))
print(ParseError.outOfRange(value: 1, limit: 2...3) == .outOfRange(value: 1, limit: 2...3))

struct ValidationError: Error, CustomStringConvertible {
    let field: String
    let reasons: [String]
    var description: String { "\(field): " + reasons.joined(separator: "; ") }
}
enum AppError: Error {
    case wrapped(any Error, context: String)
    case multiple([ValidationError])
}

func validate(name: String, age: Int) throws {
    var errors: [ValidationError] = []
    if name.count < 2 { errors.append(ValidationError(field: "name", reasons: ["too short"])) }
    var ageReasons: [String] = []
    if age < 0 { ageReasons.append("negative") }
    if age > 150 { ageReasons.append("implausible") }
    if !ageReasons.isEmpty { errors.append(ValidationError(field: "age", reasons: ageReasons)) }
    if errors.count == 1 { throw errors[0] }
    if errors.count > 1 { throw AppError.multiple(errors) }
}

for (n, a) in [("Al", 30), ("B", 30), ("C", -1), ("Dee", 200)] {
    do {
        try validate(name: n, age: a)
        print(n, "valid")
    } catch let e as ValidationError {
        print("single:", e)
    } catch AppError.multiple(let list) {
        print("multiple:", list.map(\.description))
    } catch {
        print("unexpected")
    }
}

func load(_ s: String) throws -> Int {
    do { return try parsePercent(s) } catch { throw AppError.wrapped(error, context: "load(\(s))") }
}
do { _ = try load("9x") } catch AppError.wrapped(let inner, let ctx) {
    print(ctx, "->", inner, inner is ParseError)
} catch { print("no") }

func strict(_ s: String) throws(ParseError) -> Int {
    guard let v = Int(s) else { throw .invalidCharacter(s.first ?? "?", at: 0) }
    return v
}
do { print(try strict("12")); _ = try strict("q") } catch { print("typed:", error, type(of: error)) }

// expect: ok 42
// expect: other error: empty
// expect: bad leading character x
// expect: bad character a at 1
// expect: out of range: 250 not in 0...100
// expect: ok 100
// expect: invalidCharacter("z", at: 3)
// expect: true
// expect: Al valid
// expect: single: name: too short
// expect: multiple: ["name: too short", "age: negative"]
// expect: single: age: implausible
// expect: load(9x) -> invalidCharacter("x", at: 1) true
// expect: 12
// expect: typed: invalidCharacter("q", at: 0) ParseError
