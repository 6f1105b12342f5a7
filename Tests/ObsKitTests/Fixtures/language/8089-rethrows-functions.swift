// Compiler test style: rethrows functions, calling with throwing and non-throwing closures, and rethrows forwarding
enum ParseError: Error, CustomStringConvertible {
    case notNumber(String), negative(Int)
    var description: String {
        switch self {
        case .notNumber(let s): return "notNumber(\(s))"
        case .negative(let n): return "negative(\(n))"
        }
    }
}

func mapAll<T, U>(_ xs: [T], _ f: (T) throws -> U) rethrows -> [U] {
    var out: [U] = []
    for x in xs {
        print("  mapAll visiting \(x)")
        out.append(try f(x))
    }
    return out
}

// Non-throwing closure: no try needed
let doubled = mapAll([1, 2, 3]) { $0 * 2 }
print("doubled", doubled)

func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw ParseError.notNumber(s) }
    guard n >= 0 else { throw ParseError.negative(n) }
    return n
}

do {
    print(try mapAll(["4", "5"], parse))
    print(try mapAll(["6", "x", "7"], parse))
} catch {
    print("error:", error)
}

// rethrows forwarding through another rethrows function
func mapTwice<T>(_ xs: [T], _ f: (T) throws -> T) rethrows -> [T] {
    try mapAll(try mapAll(xs, f), f)
}
print(mapTwice([1, 2]) { $0 + 10 })
do {
    _ = try mapTwice([3, 1]) { (x: Int) throws -> Int in
        if x > 10 { throw ParseError.negative(-x) }
        return x * 5
    }
} catch let e as ParseError {
    print("typed catch:", e)
}

// rethrows with multiple closure parameters; only one throws
func combine(_ a: () throws -> Int, _ b: () throws -> Int) rethrows -> Int {
    let x = try a()
    let y = try b()
    return x + y
}
print(combine({ 1 }, { 2 }))
print((try? combine({ 1 }, { try parse("-4") })) as Any)

// Standard library rethrows APIs
let strs = ["10", "20", "oops", "30"]
do {
    let total = try strs.reduce(0) { acc, s in acc + (try parse(s)) }
    print("total", total)
} catch {
    print("reduce failed:", error)
}
let sorted = try? strs.sorted { a, b in
    if a == "oops" || b == "oops" { throw ParseError.notNumber("sort") }
    return a < b
}
print("sorted:", sorted as Any)
print(try strs.contains { s in try s.isEmpty || parse(s) > 15 })
print(strs.first { $0.count > 2 } as Any)

// Method rethrows on a generic type
struct Pipeline<T> {
    var value: T
    func then<U>(_ f: (T) throws -> U) rethrows -> Pipeline<U> { Pipeline<U>(value: try f(value)) }
}
let p = Pipeline(value: "12").then { $0 + "3" }
print(p.value)
print((try? Pipeline(value: "z").then(parse).then { $0 * 2 })?.value as Any)
print((try? Pipeline(value: "21").then(parse).then { $0 * 2 })?.value as Any)

// expect:   mapAll visiting 1
// expect:   mapAll visiting 2
// expect:   mapAll visiting 3
// expect: doubled [2, 4, 6]
// expect:   mapAll visiting 4
// expect:   mapAll visiting 5
// expect: [4, 5]
// expect:   mapAll visiting 6
// expect:   mapAll visiting x
// expect: error: notNumber(x)
// expect:   mapAll visiting 1
// expect:   mapAll visiting 2
// expect:   mapAll visiting 11
// expect:   mapAll visiting 12
// expect: [21, 22]
// expect:   mapAll visiting 3
// expect:   mapAll visiting 1
// expect:   mapAll visiting 15
// expect: typed catch: negative(-15)
// expect: 3
// expect: nil
// expect: reduce failed: notNumber(oops)
// expect: sorted: nil
// expect: true
// expect: Optional("oops")
// expect: 123
// expect: nil
// expect: Optional(42)
