// Compiler test style: generic result enum with map/flatMap chains and switch on nested results
enum Outcome<Value, Failure> {
    case success(Value)
    case failure(Failure)

    func map<U>(_ f: (Value) -> U) -> Outcome<U, Failure> {
        switch self {
        case .success(let v): return .success(f(v))
        case .failure(let e): return .failure(e)
        }
    }

    func flatMap<U>(_ f: (Value) -> Outcome<U, Failure>) -> Outcome<U, Failure> {
        switch self {
        case .success(let v): return f(v)
        case .failure(let e): return .failure(e)
        }
    }

    var value: Value? {
        if case .success(let v) = self { return v }
        return nil
    }
}

enum ParseError {
    case empty
    case badCharacter(Character, at: Int)
    case outOfRange(Int)
}

func parseInt(_ s: String) -> Outcome<Int, ParseError> {
    guard !s.isEmpty else { return .failure(.empty) }
    var n = 0
    for (i, ch) in s.enumerated() {
        guard let d = ch.wholeNumberValue else { return .failure(.badCharacter(ch, at: i)) }
        n = n * 10 + d
    }
    return .success(n)
}

func checkPercent(_ n: Int) -> Outcome<Int, ParseError> {
    switch n {
    case 0...100: return .success(n)
    default: return .failure(.outOfRange(n))
    }
}

func explain(_ e: ParseError) -> String {
    switch e {
    case .empty: return "empty input"
    case .badCharacter(let c, at: 0): return "starts with bad character '\(c)'"
    case let .badCharacter(c, at: i): return "bad character '\(c)' at \(i)"
    case .outOfRange(let n) where n > 1000: return "way out of range (\(n))"
    case .outOfRange(let n): return "out of range (\(n))"
    }
}

let inputs = ["42", "", "x9", "12a", "100", "150", "99999", "0"]
for s in inputs {
    let r = parseInt(s).flatMap(checkPercent).map { Double($0) / 100.0 }
    switch r {
    case .success(let fraction) where fraction == 1.0:
        print("'\(s)': full")
    case .success(let fraction):
        print("'\(s)': fraction \(fraction)")
    case .failure(let e):
        print("'\(s)': error - \(explain(e))")
    }
}

let combined = parseInt("12").flatMap { a in parseInt("30").map { b in a + b } }
print("combined: \(combined.value ?? -1)")
let broken = parseInt("12").flatMap { a in parseInt("3z").map { b in a + b } }
print("broken: \(broken.value.map(String.init) ?? "nil")")

let results = inputs.map(parseInt)
var successes = 0
var firstFailureIndex: Int? = nil
for (i, r) in results.enumerated() {
    switch (r, firstFailureIndex) {
    case (.success, _): successes += 1
    case (.failure, nil): firstFailureIndex = i
    case (.failure, .some): break
    }
}
print("successes: \(successes), first failure at \(firstFailureIndex ?? -1)")

// Expected output:
// expect: '42': fraction 0.42
// expect: '': error - empty input
// expect: 'x9': error - starts with bad character 'x'
// expect: '12a': error - bad character 'a' at 2
// expect: '100': full
// expect: '150': error - out of range (150)
// expect: '99999': error - way out of range (99999)
// expect: '0': fraction 0.0
// expect: combined: 42
// expect: broken: nil
// expect: successes: 5, first failure at 1
