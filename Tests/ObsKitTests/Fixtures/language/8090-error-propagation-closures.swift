// Compiler test style: error propagation through closures, Result conversions, typed throws and catch pattern matching
enum NetError: Error, Equatable {
    case timeout(seconds: Int)
    case status(Int)
    case offline
}
struct ValidationError: Error { let field: String }

func fetch(_ path: String) throws -> String {
    switch path {
    case "/slow": throw NetError.timeout(seconds: 30)
    case "/missing": throw NetError.status(404)
    case "/down": throw NetError.status(503)
    case "/air": throw NetError.offline
    case "/bad": throw ValidationError(field: "path")
    default: return "body of \(path)"
    }
}

func classify(_ path: String) -> String {
    do {
        return try fetch(path)
    } catch NetError.timeout(let s) where s > 10 {
        return "long timeout \(s)s"
    } catch NetError.status(400..<500) {
        return "client error"
    } catch let NetError.status(code) {
        return "server error \(code)"
    } catch let e as ValidationError {
        return "invalid \(e.field)"
    } catch {
        return "other: \(error)"
    }
}
for p in ["/ok", "/slow", "/missing", "/down", "/bad", "/air"] { print(p, "->", classify(p)) }

// Result from throwing closures and back
let results = ["/a", "/down", "/b"].map { p in Result { try fetch(p) } }
for r in results {
    switch r {
    case .success(let body): print("success:", body)
    case .failure(let e): print("failure:", e)
    }
}
let bodies = results.compactMap { try? $0.get() }
print(bodies)
let mapped = results[1].mapError { e -> NetError in (e as? NetError) ?? .offline }
print(mapped, (try? results[0].map { $0.count }.get()) as Any)

// Errors thrown from nested closures propagate through the outer call
func withRetry<T>(_ times: Int, _ body: (Int) throws -> T) throws -> T {
    var lastError: Error?
    for attempt in 1...times {
        do { return try body(attempt) } catch {
            print("  attempt \(attempt) failed: \(error)")
            lastError = error
        }
    }
    throw lastError!
}
let v = try? withRetry(3) { n -> String in
    if n < 3 { throw NetError.status(500 + n) }
    return "ok on \(n)"
}
print(v as Any)
do {
    _ = try withRetry(2) { _ in try fetch("/air") }
} catch {
    print("gave up:", error, error as? NetError == .offline)
}

// Typed throws
func checkAge(_ a: Int) throws(ValidationError) -> Int {
    if a < 0 { throw ValidationError(field: "age") }
    return a
}
do {
    _ = try checkAge(-1)
} catch {
    print("typed:", error.field)
}
let typedResult = Result<Int, ValidationError> { () throws(ValidationError) -> Int in try checkAge(5) }
print(typedResult)

// try? flattening and optional chaining on throwing calls
func maybe(_ s: String) throws -> Int? { s.isEmpty ? nil : try Int(fetch("/" + s).count) }
print((try? maybe("")) as Any, (try? maybe("xy")) as Any, (try? maybe("bad")) as Any)

// expect: /ok -> body of /ok
// expect: /slow -> long timeout 30s
// expect: /missing -> client error
// expect: /down -> server error 503
// expect: /bad -> invalid path
// expect: /air -> other: offline
// expect: success: body of /a
// expect: failure: status(503)
// expect: success: body of /b
// expect: ["body of /a", "body of /b"]
// expect: failure(main.NetError.status(503)) Optional(10)
// expect:   attempt 1 failed: status(501)
// expect:   attempt 2 failed: status(502)
// expect: Optional("ok on 3")
// expect:   attempt 1 failed: offline
// expect:   attempt 2 failed: offline
// expect: gave up: offline true
// expect: typed: age
// expect: success(5)
// expect: nil Optional(11) nil
