// Swift book style: rethrowing higher-order functions
enum ParseError: Error {
    case notANumber(String)
    case negative(Int)
}

func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw ParseError.notANumber(s) }
    guard n >= 0 else { throw ParseError.negative(n) }
    return n
}

func applyAll<T, U>(_ items: [T], _ f: (T) throws -> U) rethrows -> [U] {
    var out: [U] = []
    for item in items {
        out.append(try f(item))
    }
    return out
}

func firstMatch<T>(_ items: [T], where pred: (T) throws -> Bool) rethrows -> T? {
    for item in items where try pred(item) {
        return item
    }
    return nil
}

func retry<T>(times: Int, _ body: (Int) throws -> T) rethrows -> T {
    var attempt = 1
    while true {
        do {
            return try body(attempt)
        } catch {
            print("  attempt \(attempt) failed: \(error)")
            if attempt >= times { throw error }
            attempt += 1
        }
    }
}

// Non-throwing closure: no try needed
let doubled = applyAll([1, 2, 3]) { $0 * 2 }
print(doubled)

do {
    let nums = try applyAll(["4", "8", "15"], parse)
    print("parsed \(nums)")
    _ = try applyAll(["1", "x", "3"], parse)
    print("unreachable")
} catch ParseError.notANumber(let s) {
    print("not a number: \(s)")
} catch {
    print("other \(error)")
}

let found = firstMatch([3, 7, 10, 12]) { $0 % 5 == 0 }
print("found \(found ?? -1)")

do {
    let big = try firstMatch(["2", "9", "-4", "20"]) { try parse($0) > 10 }
    print("big \(big ?? "none")")
} catch ParseError.negative(let n) {
    print("negative \(n)")
} catch {
    print(error)
}

do {
    let value = try retry(times: 3) { attempt -> Int in
        if attempt < 3 { throw ParseError.notANumber("try\(attempt)") }
        return attempt * 100
    }
    print("retry value \(value)")
    let _: Int = try retry(times: 2) { _ in throw ParseError.negative(-1) }
} catch {
    print("gave up: \(error)")
}

// rethrows with map on standard library
let strs = ["10", "20", "30"]
let total = (try? strs.map(parse).reduce(0, +)) ?? -1
print("total \(total)")
let bad = (try? ["1", "oops"].map(parse).reduce(0, +)) ?? -1
print("bad total \(bad)")
// expect: [2, 4, 6]
// expect: parsed [4, 8, 15]
// expect: not a number: x
// expect: found 10
// expect: negative -4
// expect:   attempt 1 failed: notANumber("try1")
// expect:   attempt 2 failed: notANumber("try2")
// expect: retry value 300
// expect:   attempt 1 failed: negative(-1)
// expect:   attempt 2 failed: negative(-1)
// expect: gave up: negative(-1)
// expect: total 60
// expect: bad total -1
