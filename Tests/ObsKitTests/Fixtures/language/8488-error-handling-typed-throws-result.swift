// Swift book style (Error Handling): typed throws, converting between throwing calls and Result, and try? / try! in context
enum ParseError: Error, Equatable {
    case empty
    case badCharacter(Character)
    case outOfRange(Int)
}

func parseLevel(_ text: String) throws(ParseError) -> Int {
    guard !text.isEmpty else { throw .empty }
    var value = 0
    for ch in text {
        guard let d = ch.wholeNumberValue else { throw .badCharacter(ch) }
        value = value * 10 + d
    }
    guard (1...50).contains(value) else { throw .outOfRange(value) }
    return value
}

for input in ["12", "", "4x", "99", "50"] {
    do {
        let level = try parseLevel(input)
        print("'\(input)' -> level \(level)")
    } catch {
        // error is statically a ParseError here
        switch error {
        case .empty: print("'\(input)' -> empty")
        case .badCharacter(let c): print("'\(input)' -> bad character \(c)")
        case .outOfRange(let n): print("'\(input)' -> \(n) out of range")
        }
    }
}

let results = ["7", "0", "30"].map { text in Result { () throws(ParseError) -> Int in try parseLevel(text) } }
for r in results {
    switch r {
    case .success(let v): print("success", v)
    case .failure(let e): print("failure", e)
    }
}

let total = results.compactMap { try? $0.get() }.reduce(0, +)
print("sum of successes:", total)

let doubled = results[0].map { $0 * 2 }
print(doubled)
let recovered = results[1].flatMapError { _ in Result<Int, ParseError>.success(1) }
print(recovered)

func strictLevel(_ text: String) throws -> Int {
    try parseLevel(text)
}
let sure = try! strictLevel("25")
print("sure:", sure)
print("maybe:", (try? strictLevel("abc")) ?? -1)

do {
    _ = try strictLevel("")
} catch let e as ParseError where e == .empty {
    print("untyped catch still matches:", e)
} catch {
    print("other")
}

// expect: '12' -> level 12
// expect: '' -> empty
// expect: '4x' -> bad character x
// expect: '99' -> 99 out of range
// expect: '50' -> level 50
// expect: success 7
// expect: failure outOfRange(0)
// expect: success 30
// expect: sum of successes: 37
// expect: success(14)
// expect: success(1)
// expect: sure: 25
// expect: maybe: -1
// expect: untyped catch still matches: empty
