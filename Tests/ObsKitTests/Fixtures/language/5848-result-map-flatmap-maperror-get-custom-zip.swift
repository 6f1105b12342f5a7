// Stack Overflow style (Result utilities): Result with map, flatMap, mapError, get() and a custom zip/collect helper
enum ValidationError: Error, Equatable {
    case empty(field: String)
    case tooShort(field: String, minimum: Int)
    case notANumber(String)
}

func nonEmpty(_ value: String, field: String) -> Result<String, ValidationError> {
    value.isEmpty ? .failure(.empty(field: field)) : .success(value)
}

func parseAge(_ text: String) -> Result<Int, ValidationError> {
    Int(text).map(Result.success) ?? .failure(.notANumber(text))
}

extension Result {
    var value: Success? { try? get() }
    var errorValue: Failure? {
        if case .failure(let e) = self { return e }
        return nil
    }

    func zip<Other>(_ other: Result<Other, Failure>) -> Result<(Success, Other), Failure> {
        flatMap { mine in other.map { (mine, $0) } }
    }
}

func collect<T, E>(_ results: [Result<T, E>]) -> Result<[T], E> {
    var values: [T] = []
    for result in results {
        switch result {
        case .success(let v): values.append(v)
        case .failure(let e): return .failure(e)
        }
    }
    return .success(values)
}

struct Signup { let name: String; let age: Int }

func validate(name: String, age: String) -> Result<Signup, ValidationError> {
    nonEmpty(name, field: "name")
        .flatMap { $0.count < 3 ? .failure(.tooShort(field: "name", minimum: 3)) : .success($0) }
        .zip(parseAge(age))
        .map { Signup(name: $0.0, age: $0.1) }
}

for (name, age) in [("Iris", "31"), ("", "20"), ("Al", "40"), ("Noor", "x9")] {
    switch validate(name: name, age: age) {
    case .success(let s): print("ok \(s.name) \(s.age)")
    case .failure(let e): print("invalid: \(e)")
    }
}

let ages = ["12", "7", "30"].map(parseAge)
print(collect(ages).map { $0.reduce(0, +) }.value ?? -1)
print(collect(["1", "two", "3"].map(parseAge)).errorValue as Any)

struct DisplayError: Error { let text: String }
let described = parseAge("5").mapError { DisplayError(text: "bad input: \($0)") }
print(described.map { $0 * 10 }.value ?? 0, parseAge("q").mapError { DisplayError(text: "\($0)") }.errorValue?.text ?? "")
do {
    let age = try parseAge("n/a").get()
    print(age)
} catch {
    print("caught", error, error == .notANumber("n/a"))
}

// expect: ok Iris 31
// expect: invalid: empty(field: "name")
// expect: invalid: tooShort(field: "name", minimum: 3)
// expect: invalid: notANumber("x9")
// expect: 49
// expect: Optional(main.ValidationError.notANumber("two"))
// expect: 50 notANumber("q")
// expect: caught notANumber("n/a") true
