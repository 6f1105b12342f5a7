// autoclosure-defer-rethrows
// expected output: swiftc 6.3.1 (Linux), run on this machine

enum ParseError: Error, CustomStringConvertible {
    case empty, bad(String)
    var description: String {
        switch self {
        case .empty: return "empty input"
        case .bad(let s): return "bad token '\(s)'"
        }
    }
}

var evaluated = 0
func expensive(_ n: Int) -> Int { evaluated += 1; return n * 2 }

func logIf(_ cond: Bool, _ msg: @autoclosure () -> String) {
    if cond { print("log:", msg()) }
}

func orDefault<T>(_ v: T?, _ d: @autoclosure () throws -> T) rethrows -> T {
    if let v { return v }
    return try d()
}

func parse(_ s: String) throws -> Int {
    guard !s.isEmpty else { throw ParseError.empty }
    guard let n = Int(s) else { throw ParseError.bad(s) }
    return n
}

func transformAll<T>(_ xs: [String], _ f: (String) throws -> T) rethrows -> [T] {
    var out: [T] = []
    for x in xs {
        defer { print("  visited \(x.isEmpty ? "<empty>" : x)") }
        out.append(try f(x))
    }
    return out
}

func steps() -> Int {
    var n = 0
    defer { print("defer 1, n =", n) }
    defer { n += 100; print("defer 2, n =", n) }
    n = 7
    do {
        defer { print("inner defer") }
        print("inside do")
    }
    return n
}

logIf(false, "value \(expensive(1))")
logIf(true, "value \(expensive(2))")
print("evaluated:", evaluated)
print(orDefault(nil, 42), orDefault(5, expensive(100)), "evaluated:", evaluated)
do {
    let v = try orDefault(nil, try parse("x9"))
    print(v)
} catch {
    print("caught:", error)
}
print(transformAll(["a", "bb"]) { $0.count })
do {
    let r = try transformAll(["1", "22", "", "4"], parse)
    print(r)
} catch let e as ParseError {
    print("parse failed:", e)
}
print("steps returned", steps())
let r1 = Result { try parse("12") }
let r2 = Result { try parse("1 2") }
for r in [r1, r2] {
    switch r {
    case .success(let v): print("ok", v)
    case .failure(let e): print("fail", e)
    }
}
print((try? parse("")) as Any, (try? parse("3")) ?? 0)
print(evaluated)

// expect: log: value 4
// expect: evaluated: 1
// expect: 42 5 evaluated: 1
// expect: caught: bad token 'x9'
// expect:   visited a
// expect:   visited bb
// expect: [1, 2]
// expect:   visited 1
// expect:   visited 22
// expect:   visited <empty>
// expect: parse failed: empty input
// expect: inside do
// expect: inner defer
// expect: defer 2, n = 107
// expect: defer 1, n = 107
// expect: steps returned 7
// expect: ok 12
// expect: fail bad token '1 2'
// expect: nil 3
// expect: 1
