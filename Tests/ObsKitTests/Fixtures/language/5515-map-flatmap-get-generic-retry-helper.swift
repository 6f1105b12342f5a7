// Stack Overflow style (Result and generic error handling): map, flatMap, get() with a generic retry helper
enum AppError: Error, Equatable {
    case notFound(String)
    case invalid(Int)
}

func lookup(_ key: String) -> Result<Int, AppError> {
    let table = ["one": 1, "two": 2, "ten": 10]
    if let v = table[key] { return .success(v) }
    return .failure(.notFound(key))
}

func validate(_ n: Int) -> Result<Int, AppError> {
    n < 5 ? .success(n * 100) : .failure(.invalid(n))
}

func attempt<T>(_ times: Int, _ op: (Int) throws -> T) -> Result<T, Error> {
    var last: Error = AppError.invalid(-1)
    for i in 1...times {
        do { return .success(try op(i)) } catch { last = error }
    }
    return .failure(last)
}

func show<T, E>(_ r: Result<T, E>) -> String {
    switch r {
    case .success(let v): return "ok(\(v))"
    case .failure(let e): return "err(\(e))"
    }
}

for key in ["one", "ten", "six"] {
    print(key, show(lookup(key).flatMap(validate)), show(lookup(key).map { "#\($0)" }))
}
let r = attempt(3) { i -> String in
    if i < 3 { throw AppError.invalid(i) }
    return "succeeded on \(i)"
}
print(show(r))
let fail: Result<Int, Error> = attempt(2) { _ in throw AppError.notFound("x") }
print(show(fail))
do {
    let v = try lookup("two").get()
    print("got", v)
    _ = try lookup("zzz").get()
} catch let e as AppError {
    print("caught", e, e == .notFound("zzz"))
}
print(lookup("one").mapError { _ in AppError.invalid(0) }.map { $0 + 1 } == .success(2))

// expect: one ok(100) ok(#1)
// expect: ten err(invalid(10)) ok(#10)
// expect: six err(notFound("six")) err(notFound("six"))
// expect: ok(succeeded on 3)
// expect: err(notFound("x"))
// expect: got 2
// expect: caught notFound("zzz") true
// expect: true
