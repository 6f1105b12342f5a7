// Error handling: defer order, rethrows, typed throws, error protocols and custom descriptions (expected output from swiftc 6.3.1 on Linux)
enum ParseError: Error, CustomStringConvertible {
    case empty
    case badCharacter(Character, at: Int)
    var description: String {
        switch self {
        case .empty: return "input was empty"
        case let .badCharacter(c, i): return "bad character '\(c)' at \(i)"
        }
    }
}

func parseDigits(_ s: String) throws(ParseError) -> Int {
    guard !s.isEmpty else { throw .empty }
    var total = 0
    for (i, ch) in s.enumerated() {
        guard let d = ch.wholeNumberValue else { throw .badCharacter(ch, at: i) }
        total = total * 10 + d
    }
    return total
}

for input in ["2048", "", "12x4"] {
    do { print("parsed", try parseDigits(input)) } catch {
        let e: ParseError = error
        print("typed error:", e)
    }
}

func openSession(_ name: String, failAt step: Int) throws {
    print("open \(name)")
    defer { print("close \(name)") }
    for i in 1...3 {
        defer { print("  end step \(i)") }
        if i == step { throw ParseError.empty }
        print("  step \(i)")
    }
}
do {
    try openSession("alpha", failAt: 0)
    try openSession("beta", failAt: 2)
} catch {
    print("caught: \(error)")
}

func applyAll(_ values: [Int], _ transform: (Int) throws -> Int) rethrows -> [Int] {
    try values.map { try transform($0) }
}
struct NegativeInput: Error { let value: Int }
let safe = applyAll([1, 2, 3]) { $0 * 10 }
print("no try needed:", safe)
do {
    let r = try applyAll([4, -1, 6]) { v in
        if v < 0 { throw NegativeInput(value: v) }
        return v * v
    }
    print(r)
} catch let e as NegativeInput {
    print("negative input \(e.value)")
}

func firstValid<E: Error>(_ items: [String], check: (String) throws(E) -> Bool) throws(E) -> String? {
    for item in items where try check(item) { return item }
    return nil
}
enum LengthError: Error { case tooLong(String) }
do {
    let hit = try firstValid(["ab", "abc", "abcdefghijk"]) { (s: String) throws(LengthError) -> Bool in
        if s.count > 10 { throw .tooLong(s) }
        return s.count == 3
    }
    print("first valid:", hit ?? "none")
    _ = try firstValid(["toolongvalue!"]) { (s: String) throws(LengthError) -> Bool in
        if s.count > 10 { throw .tooLong(s) }
        return false
    }
} catch .tooLong(let s) {
    print("too long:", s)
}

// expect: parsed 2048
// expect: typed error: input was empty
// expect: typed error: bad character 'x' at 2
// expect: open alpha
// expect:   step 1
// expect:   end step 1
// expect:   step 2
// expect:   end step 2
// expect:   step 3
// expect:   end step 3
// expect: close alpha
// expect: open beta
// expect:   step 1
// expect:   end step 1
// expect:   end step 2
// expect: close beta
// expect: caught: input was empty
// expect: no try needed: [10, 20, 30]
// expect: negative input -1
// expect: first valid: abc
// expect: too long: toolongvalue!
