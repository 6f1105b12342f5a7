// Compiler test style: typed throws combined with generics and conversions
enum ParseFailure: Error, Equatable {
    case empty
    case invalid(String)
}

enum LoadFailure: Error {
    case parse(ParseFailure)
    case missing(String)
}

func parseInt(_ s: String) throws(ParseFailure) -> Int {
    if s.isEmpty { throw .empty }
    guard let n = Int(s) else { throw .invalid(s) }
    return n
}

func mapTyped<T, U, E: Error>(_ xs: [T], _ f: (T) throws(E) -> U) throws(E) -> [U] {
    var out: [U] = []
    for x in xs { out.append(try f(x)) }
    return out
}

do {
    let ns = try mapTyped(["1", "22", "333"], parseInt)
    print(ns)
    _ = try mapTyped(["4", "", "6"], parseInt)
} catch {
    // error has static type ParseFailure
    print("typed error:", error, error == .empty)
}

// Non-throwing closure through the same generic: E inferred as Never
let lengths = mapTyped(["a", "bb", "ccc"]) { $0.count }
print(lengths)

// Converting between typed errors
func load(_ table: [String: String], key: String) throws(LoadFailure) -> Int {
    guard let raw = table[key] else { throw .missing(key) }
    do {
        return try parseInt(raw)
    } catch {
        throw .parse(error)
    }
}

let table = ["a": "10", "b": "x1", "c": ""]
for key in ["a", "b", "c", "d"] {
    do {
        print(key, try load(table, key: key))
    } catch .parse(.invalid(let s)) {
        print(key, "invalid text \(s)")
    } catch .parse(let p) {
        print(key, "parse problem \(p)")
    } catch .missing(let k) {
        print(key, "missing \(k)")
    }
}

// Typed throws erased to any Error
func untyped() throws -> Int {
    try parseInt("oops")
}
do {
    _ = try untyped()
} catch let p as ParseFailure {
    print("recovered concrete type:", p)
} catch {
    print("other")
}

// Result init from typed-throwing closure keeps the error type
let r = Result { () throws(ParseFailure) -> Int in try parseInt("77") }
let r2 = Result { () throws(ParseFailure) -> Int in try parseInt("7x") }
func describe(_ r: Result<Int, ParseFailure>) -> String {
    switch r {
    case .success(let v): return "ok \(v)"
    case .failure(.invalid(let s)): return "invalid \(s)"
    case .failure(.empty): return "empty"
    }
}
print(describe(r), describe(r2))

// Generic struct with typed-throwing method
struct Validator<E: Error> {
    let check: (Int) throws(E) -> Void
    func validate(_ xs: [Int]) throws(E) -> Int {
        for x in xs { try check(x) }
        return xs.count
    }
}
let positive = Validator<ParseFailure> { n throws(ParseFailure) in
    if n <= 0 { throw .invalid("\(n)") }
}
print((try? positive.validate([1, 2, 3])) as Any)
do { _ = try positive.validate([1, -2]) } catch { print("validator:", error) }
// expect: [1, 22, 333]
// expect: typed error: empty true
// expect: [1, 2, 3]
// expect: a 10
// expect: b invalid text x1
// expect: c parse problem empty
// expect: d missing d
// expect: recovered concrete type: invalid("oops")
// expect: ok 77 invalid 7x
// expect: Optional(3)
// expect: validator: invalid("-2")
