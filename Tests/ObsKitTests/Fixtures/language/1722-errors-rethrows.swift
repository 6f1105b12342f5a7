// Error handling: a `rethrows` function called with throwing and non-throwing closures, errors propagating through nested calls, and `try` inside autoclosure-free helpers.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct ValidationError: Error, CustomStringConvertible {
    let field: String
    var description: String { "invalid \(field)" }
}

func applyAll<T>(_ items: [T], _ body: (T) throws -> Void) rethrows -> Int {
    var done = 0
    for item in items {
        try body(item)
        done += 1
    }
    return done
}

func retry<T>(times: Int, _ attempt: (Int) throws -> T) rethrows -> T {
    for i in 1..<times {
        if let v = try? attempt(i) { return v }
        print("attempt \(i) failed")
    }
    return try attempt(times)
}

let n = applyAll([1, 2, 3]) { print("item", $0) }
print("applied", n)

do {
    let m = try applyAll(["name", "", "email"]) { field in
        if field.isEmpty { throw ValidationError(field: "blank") }
        print("ok", field)
    }
    print("unreachable", m)
} catch {
    print("stopped:", error)
}

let value = try? retry(times: 3) { i -> String in
    if i < 3 { throw ValidationError(field: "try \(i)") }
    return "success on \(i)"
}
print(value ?? "gave up")

do {
    _ = try retry(times: 2) { i -> Int in throw ValidationError(field: "always \(i)") }
} catch let e as ValidationError {
    print("final:", e.field)
}

// expect: item 1
// expect: item 2
// expect: item 3
// expect: applied 3
// expect: ok name
// expect: stopped: invalid blank
// expect: attempt 1 failed
// expect: attempt 2 failed
// expect: success on 3
// expect: attempt 1 failed
// expect: final: always 2
