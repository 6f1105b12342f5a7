// Compiler test style: rethrows in user-defined higher-order functions, called with throwing and non-throwing closures
enum ValidationError: Error {
    case negative(Int)
    case tooLarge(Int)
}

extension Sequence {
    func mapCounting<T>(_ transform: (Element) throws -> T) rethrows -> (results: [T], count: Int) {
        var out: [T] = []
        for e in self { out.append(try transform(e)) }
        return (out, out.count)
    }

    func allSatisfyOrThrow(_ check: (Element) throws -> Bool) rethrows -> Bool {
        for e in self where try !check(e) { return false }
        return true
    }
}

func retry<T>(times: Int, _ body: (Int) throws -> T) rethrows -> T {
    for attempt in 1..<times {
        if let r = try? body(attempt) { return r }
        print("  attempt \(attempt) failed")
    }
    return try body(times)
}

func validate(_ n: Int) throws -> Int {
    if n < 0 { throw ValidationError.negative(n) }
    if n > 100 { throw ValidationError.tooLarge(n) }
    return n * 2
}

// Non-throwing closure: no try needed
let plain = [1, 2, 3].mapCounting { $0 + 10 }
print(plain.results, plain.count)
print([2, 4, 6].allSatisfyOrThrow { $0 % 2 == 0 })

do {
    print(try [5, 50].mapCounting(validate).results)
    print(try [5, -3, 500].mapCounting(validate).results)
} catch {
    print("caught:", error)
}

do {
    _ = try [1, 2, 300].allSatisfyOrThrow { try validate($0) > 0 }
} catch ValidationError.tooLarge(let n) {
    print("too large:", n)
} catch {
    print("other")
}

let value = try retry(times: 4) { attempt -> String in
    if attempt < 3 { throw ValidationError.negative(attempt) }
    return "succeeded on \(attempt)"
}
print(value)

do {
    _ = try retry(times: 2) { try validate(-$0) }
} catch {
    print("final failure:", error)
}

// expect: [11, 12, 13] 3
// expect: true
// expect: [10, 100]
// expect: caught: negative(-3)
// expect: too large: 300
// expect:   attempt 1 failed
// expect:   attempt 2 failed
// expect: succeeded on 3
// expect:   attempt 1 failed
// expect: final failure: negative(-2)
