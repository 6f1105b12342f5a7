// Error handling with typed throws (`throws(ParseError)`, Swift 6): the caught error has the concrete type without casting; a generic `rethrows`-like map with typed errors.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum ParseError: Error, Equatable {
    case empty
    case notANumber(String)
    case outOfRange(Int)
}

func parseAge(_ text: String) throws(ParseError) -> Int {
    let trimmed = text.filter { $0 != " " }
    guard !trimmed.isEmpty else { throw .empty }
    guard let n = Int(trimmed) else { throw .notANumber(trimmed) }
    guard (0...150).contains(n) else { throw ParseError.outOfRange(n) }
    return n
}

for input in ["42", " 7 ", "", "abc", "200"] {
    do {
        let age = try parseAge(input)
        print("age", age)
    } catch {
        switch error {
        case .empty: print("empty input")
        case .notANumber(let s): print("'\(s)' is not a number")
        case .outOfRange(let n): print("\(n) is out of range")
        }
    }
}

func parseAll(_ list: [String]) throws(ParseError) -> [Int] {
    try list.map { (s: String) throws(ParseError) -> Int in try parseAge(s) }
}
do {
    print(try parseAll(["1", "2"]))
    print(try parseAll(["1", "x"]))
} catch {
    print("caught", error, error == .notANumber("x"))
}
let r = Result { () throws(ParseError) -> Int in try parseAge("oops") }
print(r)

// expect: age 42
// expect: age 7
// expect: empty input
// expect: 'abc' is not a number
// expect: 200 is out of range
// expect: [1, 2]
// expect: caught notANumber("x") true
// expect: failure(main.ParseError.notANumber("oops"))
