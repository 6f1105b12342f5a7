// Compiler test style: rethrows functions, error propagation through closures and nested do/catch
enum ParseError: Error, CustomStringConvertible {
    case empty
    case bad(String)
    var description: String {
        switch self {
        case .empty: return "empty input"
        case .bad(let s): return "bad token '\(s)'"
        }
    }
}

func mapAll<T, U>(_ xs: [T], _ f: (T) throws -> U) rethrows -> [U] {
    var out: [U] = []
    for x in xs { out.append(try f(x)) }
    return out
}

func withLogging<R>(_ label: String, _ body: () throws -> R) rethrows -> R {
    print("enter \(label)")
    defer { print("exit \(label)") }
    return try body()
}

func parse(_ s: String) throws -> Int {
    if s.isEmpty { throw ParseError.empty }
    guard let n = Int(s) else { throw ParseError.bad(s) }
    return n
}

let doubled = mapAll([1, 2, 3]) { $0 * 2 }
print(doubled)

do {
    let r = try withLogging("good") { try mapAll(["4", "5"], parse) }
    print("parsed", r)
    _ = try withLogging("bad") { try mapAll(["6", "x7", ""], parse) }
    print("unreachable")
} catch let e as ParseError {
    print("ParseError:", e)
} catch {
    print("unexpected", error)
}

func firstFailure(_ inputs: [String]) -> String {
    do {
        _ = try inputs.map(parse)
        return "none"
    } catch ParseError.bad(let token) where token.count > 2 {
        return "long bad \(token)"
    } catch {
        return "short: \(error)"
    }
}
print(firstFailure(["1", "abc"]), "|", firstFailure(["ab"]), "|", firstFailure(["", "1"]), "|", firstFailure(["9"]))

let sorted = try! ["3", "1", "2"].sorted { try parse($0) < parse($1) }
print(sorted)
let filtered = try? ["1", "z"].filter { try parse($0) > 0 }
print(filtered as Any)
let count = try? withLogging("count") { try parse("12") }
print(count as Any)
// expect: [2, 4, 6]
// expect: enter good
// expect: exit good
// expect: parsed [4, 5]
// expect: enter bad
// expect: exit bad
// expect: ParseError: bad token 'x7'
// expect: long bad abc | short: bad token 'ab' | short: empty input | none
// expect: ["1", "2", "3"]
// expect: nil
// expect: enter count
// expect: exit count
// expect: Optional(12)
