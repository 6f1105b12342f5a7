// Compiler test style: throwing closures, rethrows, and function types with throws
enum ParseError: Error, CustomStringConvertible {
    case bad(String)
    var description: String {
        switch self { case .bad(let s): return "bad(\(s))" }
    }
}

func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw ParseError.bad(s) }
    return n
}

func transformAll<T, U>(_ items: [T], _ f: (T) throws -> U) rethrows -> [U] {
    var out: [U] = []
    for item in items { out.append(try f(item)) }
    return out
}

print(transformAll([1, 2, 3]) { $0 * 2 })
do {
    print(try transformAll(["1", "2", "3"], parse))
    print(try transformAll(["4", "x", "6"], parse))
} catch {
    print("caught:", error)
}

let parsers: [(String) throws -> Int] = [parse, { s in try parse(s) * 10 }, { _ in throw ParseError.bad("always") }]
for (i, p) in parsers.enumerated() {
    do {
        print(i, try p("7"))
    } catch let e as ParseError {
        print(i, "error", e)
    }
}

print(["1", "two", "3"].map { try? parse($0) })
print(["1", "two", "3"].compactMap { try? parse($0) })
let r: Result<Int, Error> = Result { try parse("12") }
let r2 = Result { try parse("zz") }
switch r { case .success(let v): print("success", v); case .failure: print("failure") }
switch r2 { case .success(let v): print("success", v); case .failure(let e): print("failure", e) }

func retry(times: Int, _ body: (Int) throws -> String) rethrows -> String {
    var attempt = 0
    while true {
        attempt += 1
        do { return try body(attempt) } catch where attempt < times { print("attempt \(attempt) failed") }
    }
}
do {
    let s = try retry(times: 3) { n in
        if n < 3 { throw ParseError.bad("#\(n)") }
        return "ok on \(n)"
    }
    print(s)
    _ = try retry(times: 2) { n in throw ParseError.bad("final \(n)") }
} catch {
    print("gave up:", error)
}
// expect: [2, 4, 6]
// expect: [1, 2, 3]
// expect: caught: bad(x)
// expect: 0 7
// expect: 1 70
// expect: 2 error bad(always)
// expect: [Optional(1), nil, Optional(3)]
// expect: [1, 3]
// expect: success 12
// expect: failure bad(zz)
// expect: attempt 1 failed
// expect: attempt 2 failed
// expect: ok on 3
// expect: attempt 1 failed
// expect: gave up: bad(final 2)
