// Swift book generics style (generic enums): an Outcome<Success, Failure> with map, flatMap, mapError and get()
enum Outcome<Success, Failure: Error> {
    case success(Success)
    case failure(Failure)

    func map<NewSuccess>(_ f: (Success) -> NewSuccess) -> Outcome<NewSuccess, Failure> {
        switch self {
        case .success(let v): return .success(f(v))
        case .failure(let e): return .failure(e)
        }
    }

    func flatMap<NewSuccess>(_ f: (Success) -> Outcome<NewSuccess, Failure>) -> Outcome<NewSuccess, Failure> {
        switch self {
        case .success(let v): return f(v)
        case .failure(let e): return .failure(e)
        }
    }

    func mapError<NewFailure: Error>(_ f: (Failure) -> NewFailure) -> Outcome<Success, NewFailure> {
        switch self {
        case .success(let v): return .success(v)
        case .failure(let e): return .failure(f(e))
        }
    }

    func get() throws -> Success {
        switch self {
        case .success(let v): return v
        case .failure(let e): throw e
        }
    }
}

extension Outcome: CustomStringConvertible {
    var description: String {
        switch self {
        case .success(let v): return "ok(\(v))"
        case .failure(let e): return "err(\(e))"
        }
    }
}

enum ParseError: Error { case notANumber(String), negative(Int) }
struct Wrapped: Error { let reason: String }

func parse(_ s: String) -> Outcome<Int, ParseError> {
    guard let n = Int(s) else { return .failure(.notANumber(s)) }
    return n < 0 ? .failure(.negative(n)) : .success(n)
}

func halve(_ n: Int) -> Outcome<Int, ParseError> {
    n % 2 == 0 ? .success(n / 2) : .failure(.notANumber("odd \(n)"))
}

for input in ["8", "7", "-3", "abc"] {
    let r = parse(input).flatMap(halve).map { "half=\($0)" }
    print(input, r)
}
let wrapped = parse("x").mapError { Wrapped(reason: "\($0)") }
print(wrapped)
do {
    let v = try parse("12").map { $0 * 2 }.get()
    print("got", v)
    _ = try parse("-1").get()
} catch ParseError.negative(let n) {
    print("negative", n)
} catch {
    print("other", error)
}

// expect: 8 ok(half=4)
// expect: 7 err(notANumber("odd 7"))
// expect: -3 err(negative(-3))
// expect: abc err(notANumber("abc"))
// expect: err(Wrapped(reason: "notANumber(\"x\")"))
// expect: got 24
// expect: negative -1
