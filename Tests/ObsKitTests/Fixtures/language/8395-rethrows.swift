// Compiler-test style: rethrows functions called with throwing and non-throwing closures
enum ParseError: Error, CustomStringConvertible {
    case bad(String)
    var description: String { if case .bad(let s) = self { return "bad(\(s))" }; return "" }
}

func applyAll<T, U>(_ xs: [T], _ f: (T) throws -> U) rethrows -> [U] {
    var out: [U] = []
    for x in xs { out.append(try f(x)) }
    return out
}

func firstWhere<T>(_ xs: [T], _ pred: (T) throws -> Bool) rethrows -> T? {
    for x in xs where try pred(x) { return x }
    return nil
}

func wrapper(_ f: () throws -> Int) rethrows -> Int {
    try applyAll([1, 2, 3]) { _ in try f() }.reduce(0, +)
}

func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw ParseError.bad(s) }
    return n
}

let doubled = applyAll([1, 2, 3]) { $0 * 2 }
print(doubled)
print(firstWhere(["a", "bb", "ccc"]) { $0.count > 1 } ?? "none")
print(wrapper { 5 })
do {
    print(try applyAll(["1", "22"], parse))
    print(try applyAll(["3", "x", "4"], parse))
} catch {
    print("error:", error)
}
do {
    let found = try firstWhere(["7", "8", "q"]) { try parse($0) > 7 }
    print("found", found ?? "-")
    _ = try firstWhere(["q"]) { try parse($0) > 0 }
} catch let ParseError.bad(s) {
    print("caught bad input", s)
}
let r = try? wrapper { throw ParseError.bad("inner") }
print(r as Any)
print(try [1, 2].map { try parse(String($0 * 10)) })
let result = Result { try parse("12") }
print(result)

// expect: [2, 4, 6]
// expect: bb
// expect: 15
// expect: [1, 22]
// expect: error: bad(x)
// expect: found 8
// expect: caught bad input q
// expect: nil
// expect: [10, 20]
// expect: success(12)
