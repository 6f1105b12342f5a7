// Swift stdlib test style (Result APIs): get() returning or throwing, map, mapError, flatMap and flatMapError, switching on Result, and Result as a function return type
enum ParseError: Error, Equatable {
    case empty
    case notANumber(String)
}
struct Wrapped: Error { let inner: ParseError }

func parse(_ s: String) -> Result<Int, ParseError> {
    if s.isEmpty { return .failure(.empty) }
    guard let n = Int(s) else { return .failure(.notANumber(s)) }
    return .success(n)
}

func show<T, E>(_ r: Result<T, E>) -> String {
    switch r {
    case .success(let v): return "success(\(v))"
    case .failure(let e): return "failure(\(e))"
    }
}

let inputs = ["42", "", "abc", "-7"]
for input in inputs {
    let r = parse(input)
    print("[\(input)]", show(r))
    print("  map:", show(r.map { $0 * 2 }))
    print("  mapError:", show(r.mapError { Wrapped(inner: $0) }))
    print("  flatMap:", show(r.flatMap { $0 >= 0 ? .success(String($0, radix: 2)) : .failure(.notANumber("negative")) }))
    print("  flatMapError:", show(r.flatMapError { e in e == .empty ? .success(0) : .failure(e) }))
    do {
        let v = try r.get()
        print("  get ->", v)
    } catch {
        print("  get threw", error)
    }
}

let results = inputs.map(parse)
let successes = results.compactMap { try? $0.get() }
print(successes, successes.reduce(0, +))
let failures = results.filter { if case .failure = $0 { return true } else { return false } }
print(failures.count)
print(parse("5") == .success(5), parse("x") == .failure(.notANumber("x")), parse("") == parse(""))

let combined = parse("3").flatMap { a in parse("4").map { b in a * b } }
print(show(combined))
let broken = parse("3").flatMap { a in parse("?").map { b in a * b } }
print(show(broken))

// expect: [42] success(42)
// expect:   map: success(84)
// expect:   mapError: success(42)
// expect:   flatMap: success(101010)
// expect:   flatMapError: success(42)
// expect:   get -> 42
// expect: [] failure(empty)
// expect:   map: failure(empty)
// expect:   mapError: failure(Wrapped(inner: main.ParseError.empty))
// expect:   flatMap: failure(empty)
// expect:   flatMapError: success(0)
// expect:   get threw empty
// expect: [abc] failure(notANumber("abc"))
// expect:   map: failure(notANumber("abc"))
// expect:   mapError: failure(Wrapped(inner: main.ParseError.notANumber("abc")))
// expect:   flatMap: failure(notANumber("abc"))
// expect:   flatMapError: failure(notANumber("abc"))
// expect:   get threw notANumber("abc")
// expect: [-7] success(-7)
// expect:   map: success(-14)
// expect:   mapError: success(-7)
// expect:   flatMap: failure(notANumber("negative"))
// expect:   flatMapError: success(-7)
// expect:   get -> -7
// expect: [42, -7] 35
// expect: 2
// expect: true true true
// expect: success(12)
// expect: failure(notANumber("?"))
