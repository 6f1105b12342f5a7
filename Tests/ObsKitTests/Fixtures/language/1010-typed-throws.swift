// The Basics: typed throws (throws(E)), the caught error's static type, Result built from a throwing call.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum ParseError: Error, Equatable {
    case empty
    case notANumber(String)
    case outOfRange(Int)
}

func parsePercent(_ text: String) throws(ParseError) -> Int {
    let trimmed = text.hasSuffix("%") ? String(text.dropLast()) : text
    guard !trimmed.isEmpty else { throw .empty }
    guard let value = Int(trimmed) else { throw .notANumber(trimmed) }
    guard (0...100).contains(value) else { throw .outOfRange(value) }
    return value
}

for input in ["42%", "", "abc", "250", "7"] {
    do {
        let value = try parsePercent(input)
        print("\(input) -> \(value)")
    } catch {
        switch error {
        case .empty: print("empty input")
        case .notANumber(let s): print("'\(s)' is not a number")
        case .outOfRange(let v): print("\(v) is out of range")
        }
    }
}
let results = ["10", "x"].map { s in Result { try parsePercent(s) } }
for r in results {
    switch r {
    case .success(let v): print("ok", v)
    case .failure(let e): print("failed", e)
    }
}
print((try? parsePercent("55%")) ?? -1)
func total(_ items: [String]) throws(ParseError) -> Int {
    var sum = 0
    for item in items { sum += try parsePercent(item) }
    return sum
}
print(try total(["1", "2%", "3"]))

// expect: 42% -> 42
// expect: empty input
// expect: 'abc' is not a number
// expect: 250 is out of range
// expect: 7 -> 7
// expect: ok 10
// expect: failed notANumber("x")
// expect: 55
// expect: 6
