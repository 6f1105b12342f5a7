// The Swift Programming Language style (Error Handling): rethrows functions, errors propagating through nested calls, converting to Result, and a custom LocalizedError-free description
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

func digits(_ s: String) throws -> [Int] {
    if s.isEmpty { throw ParseError.empty }
    var out: [Int] = []
    for (i, c) in s.enumerated() {
        guard let d = c.wholeNumberValue else { throw ParseError.badDigit(c, at: i) }
        out.append(d)
    }
    return out
}

func applyAll<T>(_ items: [T], _ f: (T) throws -> Int) rethrows -> Int {
    var sum = 0
    for x in items { sum += try f(x) }
    return sum
}

print(applyAll([1, 2, 3]) { $0 * 2 })
do {
    let total = try applyAll(["12", "305"]) { try digits($0).reduce(0, +) }
    print("total digit sum \(total)")
    _ = try applyAll(["44", "4a4"]) { try digits($0).count }
} catch {
    print("caught: \(error)")
}

let results = ["909", "", "7z"].map { s in Result { try digits(s) } }
for r in results {
    switch r {
    case .success(let ds): print("ok \(ds)")
    case .failure(let e): print("fail \(e)")
    }
}

func outer(_ s: String) throws -> Int {
    defer { print("outer cleanup for '\(s)'") }
    return try middle(s) + 1
}
func middle(_ s: String) throws -> Int {
    defer { print("middle cleanup") }
    return try digits(s).max() ?? 0
}
for s in ["381", "3x"] {
    do { print("result", try outer(s)) } catch let e as ParseError { print("parse error:", e) }
}

let r: Result<Int, ParseError> = .failure(.empty)
print((try? r.get()) ?? -1)
print(Result<Int, ParseError>.success(5).map { $0 * 3 })

// expect: 12
// expect: total digit sum 11
// expect: caught: bad digit 'a' at 1
// expect: ok [9, 0, 9]
// expect: fail empty input
// expect: fail bad digit 'z' at 1
// expect: middle cleanup
// expect: outer cleanup for '381'
// expect: result 9
// expect: middle cleanup
// expect: outer cleanup for '3x'
// expect: parse error: bad digit 'x' at 1
// expect: -1
// expect: success(15)
