// Swift Evolution style (SE-0413): `do throws(E)` blocks, typed rethrowing generics and error type inference
enum ParseError: Error {
    case unexpected(Character, at: Int)
    case empty
}

struct DigitParser {
    func parse(_ text: String) throws(ParseError) -> Int {
        guard !text.isEmpty else { throw .empty }
        var value = 0
        for (i, ch) in text.enumerated() {
            guard let d = ch.wholeNumberValue else { throw .unexpected(ch, at: i) }
            value = value * 10 + d
        }
        return value
    }
}

func message(for error: ParseError) -> String {
    switch error {
    case .empty: "empty input"
    case .unexpected(let c, let i): "unexpected '\(c)' at \(i)"
    }
}

let parser = DigitParser()
for input in ["120", "", "4x2"] {
    do throws(ParseError) {
        let v = try parser.parse(input)
        print("parsed \(v)")
    } catch {
        print(message(for: error))
    }
}

extension Array {
    func typedMap<T, E: Error>(_ transform: (Element) throws(E) -> T) throws(E) -> [T] {
        var out: [T] = []
        for e in self { out.append(try transform(e)) }
        return out
    }
}

do {
    let values = try ["1", "22", "333"].typedMap { (s: String) throws(ParseError) -> Int in try parser.parse(s) }
    print(values)
    _ = try ["5", "?"].typedMap { (s: String) throws(ParseError) -> Int in try parser.parse(s) }
} catch {
    print("map failed:", message(for: error))
}

let lengths = ["ab", "c"].typedMap { $0.count }
print(lengths)

func inferred() throws(ParseError) -> [Int] {
    let f = { (s: String) throws(ParseError) in try parser.parse(s) + 1 }
    return [try f("9"), try f("41")]
}
print(try inferred())

let results = ["7", "7a"].map { s in Result { () throws(ParseError) -> Int in try parser.parse(s) } }
for r in results {
    switch r {
    case .success(let v): print("ok", v)
    case .failure(let e): print("err", message(for: e))
    }
}
// expect: parsed 120
// expect: empty input
// expect: unexpected 'x' at 1
// expect: [1, 22, 333]
// expect: map failed: unexpected '?' at 0
// expect: [2, 1]
// expect: [10, 42]
// expect: ok 7
// expect: err unexpected 'a' at 1
