// Compiler test style: rethrows — a function that only throws when its closure throws can be called without try for non-throwing closures
struct ValidationError: Error, CustomStringConvertible {
    let value: Int
    var description: String { "invalid value \(value)" }
}

func applyAll(_ values: [Int], _ f: (Int) throws -> Int) rethrows -> [Int] {
    var out: [Int] = []
    for v in values { out.append(try f(v)) }
    return out
}

func firstMatch(_ values: [Int], where predicate: (Int) throws -> Bool) rethrows -> Int? {
    for v in values where try predicate(v) { return v }
    return nil
}

// Non-throwing closure: no try needed
print(applyAll([1, 2, 3]) { $0 * 10 })
print(firstMatch([4, 9, 16]) { $0 > 5 } as Any)

// Throwing closure: try required, error propagates out
func checkedDouble(_ v: Int) throws -> Int {
    if v < 0 { throw ValidationError(value: v) }
    return v * 2
}
do {
    print(try applyAll([1, 2], checkedDouble))
    print(try applyAll([3, -4, 5], checkedDouble))
} catch {
    print("caught: \(error)")
}

// A rethrowing function may call another rethrowing function with the same closure
func sumTransformed(_ values: [Int], _ f: (Int) throws -> Int) rethrows -> Int {
    try applyAll(values, f).reduce(0, +)
}
print(sumTransformed([1, 2, 3]) { $0 * $0 })
do {
    _ = try sumTransformed([1, -1]) { try checkedDouble($0) }
} catch let e as ValidationError {
    print("sumTransformed rethrew for \(e.value)")
}

// Standard library rethrowing functions: map, filter, sorted(by:), contains(where:)
var calls = 0
do {
    let sorted = try [3, 1, 2].sorted { a, b in
        calls += 1
        if a == b { throw ValidationError(value: a) }
        return a < b
    }
    print("sorted: \(sorted)")
    _ = try [1, 2, 3].filter { v in
        if v == 2 { throw ValidationError(value: v) }
        return true
    }
} catch {
    print("filter threw: \(error)")
}
print("comparator was called: \(calls > 0)")

// rethrows and optional chaining: map on Optional
let maybe: Int? = 21
let doubled = try? maybe.map(checkedDouble)
print(doubled as Any)
let negative: Int? = -1
print((try? negative.map(checkedDouble)) as Any)
let none: Int? = nil
print(none.map { $0 + 1 } as Any)

// expect: [10, 20, 30]
// expect: Optional(9)
// expect: [2, 4]
// expect: caught: invalid value -4
// expect: 14
// expect: sumTransformed rethrew for -1
// expect: sorted: [1, 2, 3]
// expect: filter threw: invalid value 2
// expect: comparator was called: true
// expect: Optional(42)
// expect: nil
// expect: nil
