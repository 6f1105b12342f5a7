// withoutActuallyEscaping(_:do:): a non-escaping closure may be stored for the body's duration; the body's
// result is the call's, and its error propagates (expected output from swiftc 6.3.1 on Linux)
struct Stop: Error { let at: Int }

func applyAll(_ transform: (Int) -> Int, to values: [Int]) -> [Int] {
    withoutActuallyEscaping(transform) { escapable in
        let lazyMapped = values.lazy.map(escapable)
        return Array(lazyMapped)
    }
}
print(applyAll({ $0 * 3 }, to: [1, 2, 3]))

func firstFailure(_ check: (Int) throws -> Bool, in values: [Int]) throws -> Int {
    try withoutActuallyEscaping(check, do: { f in
        var count = 0
        for v in values where try f(v) { count += 1 }
        return count
    })
}
do {
    print(try firstFailure({ $0 > 1 }, in: [1, 2, 3]))
    print(try firstFailure({ if $0 == 2 { throw Stop(at: $0) }; return true }, in: [1, 2, 3]))
} catch let stop as Stop {
    print("stopped at", stop.at)
}

func twice(_ work: () -> Void) {
    withoutActuallyEscaping(work) { w in
        let both = [w, w]
        both.forEach { $0() }
    }
}
var n = 0
twice { n += 5 }
print(n)

// expect: [3, 6, 9]
// expect: 2
// expect: stopped at 2
// expect: 10
