// Compiler test style: typed throws — throws(E) preserves the concrete error type through calls, closures and generic rethrowing helpers
enum ParseError: Error, Equatable {
    case empty
    case badCharacter(Character)
    case overflow
}

func parseDigit(_ c: Character) throws(ParseError) -> Int {
    guard let v = c.wholeNumberValue else { throw .badCharacter(c) }
    return v
}

func parseNumber(_ s: String) throws(ParseError) -> Int {
    if s.isEmpty { throw .empty }
    var result = 0
    for c in s {
        let d = try parseDigit(c)
        let (m, o1) = result.multipliedReportingOverflow(by: 10)
        let (a, o2) = m.addingReportingOverflow(d)
        if o1 || o2 { throw .overflow }
        result = a
    }
    return result
}

for input in ["123", "", "12x4", "99999999999999999999", "0042"] {
    do {
        let n = try parseNumber(input)
        print("\"\(input)\" -> \(n)")
    } catch {
        // error is statically ParseError here
        switch error {
        case .empty: print("\"\(input)\" -> empty")
        case .badCharacter(let c): print("\"\(input)\" -> bad character '\(c)'")
        case .overflow: print("\"\(input)\" -> overflow")
        }
    }
}

// Generic function that is typed-throws over its closure's error type
func mapAll<T, U, E: Error>(_ items: [T], _ transform: (T) throws(E) -> U) throws(E) -> [U] {
    var out: [U] = []
    for item in items { out.append(try transform(item)) }
    return out
}

do {
    let values = try mapAll(["1", "22", "333"]) { (s: String) throws(ParseError) -> Int in try parseNumber(s) }
    print("mapped: \(values)")
    _ = try mapAll(["5", "?"]) { (s: String) throws(ParseError) -> Int in try parseNumber(s) }
} catch {
    print("mapAll failed with \(error), equals badCharacter(?): \(error == .badCharacter("?"))")
}

// With a non-throwing closure E is inferred as Never and no try is needed
let lengths = mapAll(["a", "bb"]) { $0.count }
print("lengths: \(lengths)")

// Result from typed throws keeps the error type
let r: Result<Int, ParseError> = Result { () throws(ParseError) -> Int in try parseNumber("7z") }
switch r {
case .success(let v): print("success \(v)")
case .failure(let e): print("typed failure: \(e)")
}

// throws(any Error) is the same as plain throws
func untyped() throws(any Error) { throw ParseError.overflow }
do { try untyped() } catch let e as ParseError { print("untyped caught \(e)") } catch { print("other") }

// expect: "123" -> 123
// expect: "" -> empty
// expect: "12x4" -> bad character 'x'
// expect: "99999999999999999999" -> overflow
// expect: "0042" -> 42
// expect: mapped: [1, 22, 333]
// expect: mapAll failed with badCharacter("?"), equals badCharacter(?): true
// expect: lengths: [1, 2]
// expect: typed failure: badCharacter("z")
// expect: untyped caught overflow
