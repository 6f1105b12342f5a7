// Compiler test style: rethrows functions called with throwing and non-throwing closures
struct TooBig: Error { let value: Int }

func applyAll(_ values: [Int], _ f: (Int) throws -> Int) rethrows -> [Int] {
    var out: [Int] = []
    for v in values { out.append(try f(v)) }
    return out
}

func firstMatch(_ values: [Int], where pred: (Int) throws -> Bool) rethrows -> Int? {
    for v in values where try pred(v) { return v }
    return nil
}

// non-throwing closure: no try needed
let doubled = applyAll([1, 2, 3]) { $0 * 2 }
print(doubled)

func checked(_ x: Int) throws -> Int {
    if x > 5 { throw TooBig(value: x) }
    return x * x
}

do {
    print(try applyAll([1, 2, 3], checked))
    print(try applyAll([4, 5, 6, 7], checked))
} catch let e as TooBig {
    print("caught TooBig(\(e.value))")
}

print(firstMatch([3, 8, 11]) { $0 % 2 == 0 } ?? -1)

do {
    let r = try firstMatch([1, 3, 20, 4]) { v in
        if v > 10 { throw TooBig(value: v) }
        return v % 2 == 0
    }
    print("found", r ?? -1)
} catch {
    print("error:", error)
}

func wrap(_ f: () throws -> String) rethrows -> String {
    "<" + (try f()) + ">"
}
print(wrap { "plain" })
print((try? wrap { throw TooBig(value: 1) }) ?? "nil from try?")
let mapped = try? [1, 2, 9].map(checked)
print(mapped as Any)

// expect: [2, 4, 6]
// expect: [1, 4, 9]
// expect: caught TooBig(6)
// expect: 8
// expect: error: TooBig(value: 20)
// expect: <plain>
// expect: nil from try?
// expect: nil
