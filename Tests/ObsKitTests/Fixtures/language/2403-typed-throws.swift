// Compiler test style: typed throws with throws(MyError), generic error parameters and do throws(E)
enum ParseError: Error, Equatable {
    case empty
    case badCharacter(Character)
    case overflow(digits: Int)
}

func parseDigits(_ text: String) throws(ParseError) -> Int {
    if text.isEmpty { throw .empty }
    if text.count > 6 { throw .overflow(digits: text.count) }
    var value = 0
    for ch in text {
        guard let d = ch.wholeNumberValue else { throw .badCharacter(ch) }
        value = value * 10 + d
    }
    return value
}

func describe(_ text: String) -> String {
    do {
        return "value \(try parseDigits(text))"
    } catch {
        let typed: ParseError = error
        switch typed {
        case .empty: return "empty input"
        case .badCharacter(let c): return "bad character '\(c)'"
        case .overflow(let n): return "too many digits (\(n))"
        }
    }
}

for input in ["123", "", "12a4", "12345678", "007"] {
    print(describe(input))
}

func collect<E: Error>(_ inputs: [String], _ parse: (String) throws(E) -> Int) throws(E) -> [Int] {
    var result: [Int] = []
    for input in inputs {
        result.append(try parse(input))
    }
    return result
}

do {
    let values = try collect(["1", "22", "x"], parseDigits)
    print(values)
} catch {
    print("collect failed: \(error), is empty: \(error == .empty)")
}

let neverFails = collect(["5", "6"]) { (s: String) -> Int in s.count }
print(neverFails)

do throws(ParseError) {
    throw ParseError.overflow(digits: 99)
} catch .overflow(let d) {
    print("typed do caught overflow \(d)")
} catch {
    print("other typed \(error)")
}

let result = Result<Int, ParseError> { () throws(ParseError) -> Int in try parseDigits("42") }
print(result)
// expect: value 123
// expect: empty input
// expect: bad character 'a'
// expect: too many digits (8)
// expect: value 7
// expect: collect failed: badCharacter("x"), is empty: false
// expect: [1, 1]
// expect: typed do caught overflow 99
// expect: success(42)
