// Swift Evolution SE-0413 style (typed throws and Never): generic wrappers whose error type becomes Never for non-throwing closures and any Error for untyped ones
enum StepError: Error {
    case failed(step: Int)
}

func measure<T, E: Error>(_ label: String, _ body: () throws(E) -> T) throws(E) -> T {
    print("begin \(label)")
    defer { print("end \(label)") }
    return try body()
}

func retry<T, E: Error>(times: Int, _ body: (Int) throws(E) -> T) throws(E) -> T {
    var attempt = 1
    while true {
        do {
            return try body(attempt)
        } catch {
            print("attempt \(attempt) failed")
            if attempt == times { throw error }
            attempt += 1
        }
    }
}

// E = Never: no try needed at all.
let plain = measure("plain") { 21 * 2 }
print("plain:", plain)

// E = StepError.
do {
    let value = try retry(times: 3) { (n: Int) throws(StepError) -> String in
        if n < 3 { throw .failed(step: n) }
        return "ok on \(n)"
    }
    print(value)
    _ = try retry(times: 2) { (n: Int) throws(StepError) -> Int in throw .failed(step: n * 10) }
} catch {
    print("gave up:", error)
}

// Untyped throws is throws(any Error).
struct Untyped: Error {}
func legacy() throws -> Int { throw Untyped() }
do {
    _ = try measure("legacy") { try legacy() }
} catch {
    print("caught", type(of: error))
}

func typedToResult<T>(_ body: () throws(StepError) -> T) -> Result<T, StepError> {
    do { return .success(try body()) } catch { return .failure(error) }
}
print(typedToResult { 5 })
print(typedToResult { () throws(StepError) -> Int in throw .failed(step: 99) })

// expect: begin plain
// expect: end plain
// expect: plain: 42
// expect: attempt 1 failed
// expect: attempt 2 failed
// expect: ok on 3
// expect: attempt 1 failed
// expect: attempt 2 failed
// expect: gave up: failed(step: 20)
// expect: begin legacy
// expect: end legacy
// expect: caught Untyped
// expect: success(5)
// expect: failure(main.StepError.failed(step: 99))
