// Swift by Sundell style: error handling with throws, rethrows, defer and Result
enum ValidationError: Error, CustomStringConvertible {
    case empty(field: String)
    case tooLong(field: String, max: Int)
    case invalid(String)
    var description: String {
        switch self {
        case .empty(let f): return "\(f) must not be empty"
        case .tooLong(let f, let m): return "\(f) exceeds \(m) characters"
        case .invalid(let why): return "invalid: \(why)"
        }
    }
}

var events: [String] = []

func validate(username: String) throws -> String {
    events.append("validate start \(username)")
    defer { events.append("validate end \(username)") }
    guard !username.isEmpty else { throw ValidationError.empty(field: "username") }
    guard username.count <= 8 else { throw ValidationError.tooLong(field: "username", max: 8) }
    guard username.allSatisfy({ $0.isLetter || $0.isNumber }) else {
        throw ValidationError.invalid("'\(username)' has symbols")
    }
    return username.lowercased()
}

for name in ["Alice", "", "averyverylongname", "bob!", "Carl99"] {
    do {
        let ok = try validate(username: name)
        print("accepted \(ok)")
    } catch let error as ValidationError {
        print("rejected: \(error)")
    } catch {
        print("unexpected \(error)")
    }
}
print(events.count, "events; last:", events.last!)

// rethrows: only throws if the closure throws
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

struct Flaky: Error { let code: Int }
let value = try? retry(times: 3) { attempt -> Int in
    if attempt < 3 { throw Flaky(code: attempt) }
    return attempt * 100
}
print("value:", value ?? -1)
let never = try? retry(times: 2) { (a: Int) -> Int in throw Flaky(code: a * 10) }
print("never:", never as Any)
let noThrow = retry(times: 1) { $0 + 41 }
print("noThrow:", noThrow)

// defer order and scope
func resourceDemo() {
    print("open A")
    defer { print("close A") }
    do {
        print("open B")
        defer { print("close B") }
        print("use B")
    }
    defer { print("cleanup 2") }
    print("use A")
}
resourceDemo()

// Result and map/flatMap
func parsePort(_ s: String) -> Result<Int, ValidationError> {
    guard let n = Int(s) else { return .failure(.invalid("not a number: \(s)")) }
    return (1...65535).contains(n) ? .success(n) : .failure(.invalid("out of range: \(n)"))
}
for s in ["8080", "http", "70000"] {
    let r = parsePort(s).map { "port \($0)" }
    switch r {
    case .success(let text): print(text)
    case .failure(let e): print("error -", e)
    }
}
print((try? parsePort("443").get()) ?? 0)

// expect: accepted alice
// expect: rejected: username must not be empty
// expect: rejected: username exceeds 8 characters
// expect: rejected: invalid: 'bob!' has symbols
// expect: accepted carl99
// expect: 10 events; last: validate end Carl99
// expect:   attempt 1 failed: Flaky(code: 1)
// expect:   attempt 2 failed: Flaky(code: 2)
// expect: value: 300
// expect:   attempt 1 failed: Flaky(code: 10)
// expect:   attempt 2 failed: Flaky(code: 20)
// expect: never: nil
// expect: noThrow: 42
// expect: open A
// expect: open B
// expect: use B
// expect: close B
// expect: use A
// expect: cleanup 2
// expect: close A
// expect: port 8080
// expect: error - invalid: not a number: http
// expect: error - invalid: out of range: 70000
// expect: 443
