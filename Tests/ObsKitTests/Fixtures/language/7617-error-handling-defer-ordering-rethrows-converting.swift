// Swift book style (Error Handling): defer ordering, rethrows and converting errors to optionals
enum ParseError: Error, CustomStringConvertible {
    case empty
    case badDigit(Character, at: Int)
    var description: String {
        switch self {
        case .empty: return "empty input"
        case let .badDigit(c, i): return "bad digit '\(c)' at \(i)"
        }
    }
}
func parse(_ s: String) throws -> Int {
    defer { print("  parse(\(s)) finished") }
    guard !s.isEmpty else { throw ParseError.empty }
    var value = 0
    for (i, ch) in s.enumerated() {
        guard let d = ch.wholeNumberValue else { throw ParseError.badDigit(ch, at: i) }
        value = value * 10 + d
    }
    return value
}
func processFile() {
    print("open")
    defer { print("close 1") }
    defer { print("close 2") }
    do {
        defer { print("inner defer") }
        print("working")
    }
    print("end of body")
}
processFile()
for input in ["123", "", "4x5"] {
    do {
        let v = try parse(input)
        print("value", v)
    } catch let e as ParseError {
        print("error:", e)
    } catch {
        print("other")
    }
}
func applyAll(_ xs: [String], _ f: (String) throws -> Int) rethrows -> [Int] {
    var out: [Int] = []
    for x in xs { out.append(try f(x)) }
    return out
}
print(applyAll(["a", "bb"]) { $0.count })
do {
    print(try applyAll(["7", "8", "z"], parse))
} catch {
    print("caught \(error)")
}
let maybe = try? parse("99")
let nothing = try? parse("9a")
print(maybe as Any, nothing as Any)
let forced = try! parse("5")
print(forced)
// expect: open
// expect: working
// expect: inner defer
// expect: end of body
// expect: close 2
// expect: close 1
// expect:   parse(123) finished
// expect: value 123
// expect:   parse() finished
// expect: error: empty input
// expect:   parse(4x5) finished
// expect: error: bad digit 'x' at 1
// expect: [1, 2]
// expect:   parse(7) finished
// expect:   parse(8) finished
// expect:   parse(z) finished
// expect: caught bad digit 'z' at 0
// expect:   parse(99) finished
// expect:   parse(9a) finished
// expect: Optional(99) nil
// expect:   parse(5) finished
// expect: 5
