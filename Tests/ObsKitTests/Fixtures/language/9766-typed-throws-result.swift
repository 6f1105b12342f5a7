// Swift 6 error handling blog style: typed throws `throws(ParseError)`, exhaustive catch without casting, Result with map/flatMap/get, converting between Result and throws, rethrows
enum ParseError: Error, Equatable {
    case empty
    case notANumber(String)
    case outOfRange(Int, ClosedRange<Int>)
}

enum ValidationError: Error {
    case weakPassword(reasons: [String])
}

func parsePort(_ text: String) throws(ParseError) -> Int {
    let trimmed = text.filter { !$0.isWhitespace }
    guard !trimmed.isEmpty else { throw .empty }
    guard let value = Int(trimmed) else { throw .notANumber(trimmed) }
    let valid = 1...65_535
    guard valid.contains(value) else { throw .outOfRange(value, valid) }
    return value
}

func parseAll(_ inputs: [String]) throws(ParseError) -> [Int] {
    try inputs.map { (s: String) throws(ParseError) -> Int in try parsePort(s) }
}

func checkPassword(_ pw: String) -> Result<String, ValidationError> {
    var reasons: [String] = []
    if pw.count < 8 { reasons.append("too short") }
    if !pw.contains(where: \.isNumber) { reasons.append("no digit") }
    if !pw.contains(where: \.isUppercase) { reasons.append("no uppercase") }
    return reasons.isEmpty ? .success(pw) : .failure(.weakPassword(reasons: reasons))
}

func describe(_ error: ParseError) -> String {
    switch error {
    case .empty: return "empty input"
    case .notANumber(let s): return "'\(s)' is not a number"
    case let .outOfRange(v, r): return "\(v) outside \(r.lowerBound)...\(r.upperBound)"
    }
}

for input in ["8080", " 443 ", "", "http", "70000", "0"] {
    do {
        let port = try parsePort(input)
        print("'\(input)' -> port \(port)")
    } catch {
        print("'\(input)' -> \(describe(error))")
    }
}

do {
    print("all ok: \(try parseAll(["22", "80"]))")
    print("never printed: \(try parseAll(["22", "x", "99999"]))")
} catch {
    print("batch failed at first error: \(describe(error)), is empty? \(error == .empty)")
}

let portResult = Result { () throws(ParseError) -> Int in try parsePort("3000") }
let doubled = portResult.map { $0 * 2 }
print("doubled: \(try! doubled.get())")
let chained: Result<Int, ParseError> = Result { () throws(ParseError) in try parsePort("abc") }.flatMap { .success($0 + 1) }
switch chained {
case .success(let v): print("chained \(v)")
case .failure(let e): print("chained failed: \(describe(e))")
}

for pw in ["hunter2", "CorrectHorse9", "password"] {
    switch checkPassword(pw) {
    case .success(let ok): print("\(ok): accepted")
    case .failure(.weakPassword(let reasons)): print("\(pw): rejected (\(reasons.joined(separator: ", ")))")
    }
}
let lengths = ["Abcdefg1", "short"].map { checkPassword($0).map(\.count) }
print(lengths.map { (try? $0.get()) ?? -1 })

func firstValid<T>(_ items: [String], _ f: (String) throws -> T) rethrows -> T? {
    for item in items { if let v = try? f(item) { return v } }
    return try items.last.map(f)
}
print("first valid port: \(String(describing: try? firstValid(["x", "", "9090", "1"], parsePort)))")
// expect: '8080' -> port 8080
// expect: ' 443 ' -> port 443
// expect: '' -> empty input
// expect: 'http' -> 'http' is not a number
// expect: '70000' -> 70000 outside 1...65535
// expect: '0' -> 0 outside 1...65535
// expect: all ok: [22, 80]
// expect: batch failed at first error: 'x' is not a number, is empty? false
// expect: doubled: 6000
// expect: chained failed: 'abc' is not a number
// expect: hunter2: rejected (too short, no uppercase)
// expect: CorrectHorse9: accepted
// expect: password: rejected (no digit, no uppercase)
// expect: [8, -1]
// expect: first valid port: Optional(9090)
