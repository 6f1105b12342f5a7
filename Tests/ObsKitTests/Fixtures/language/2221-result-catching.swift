// Compiler test style (stdlib): Result(catching:), Result with Never, Equatable/Hashable Results, get() rethrowing, typed results in collections
enum Validation: Error, Hashable, CustomStringConvertible {
    case tooShort(Int)
    case missingDigit
    var description: String {
        switch self {
        case .tooShort(let n): return "too short (\(n))"
        case .missingDigit: return "missing digit"
        }
    }
}

func check(_ password: String) throws -> String {
    guard password.count >= 6 else { throw Validation.tooShort(password.count) }
    guard password.contains(where: { $0.isNumber }) else { throw Validation.missingDigit }
    return String(repeating: "*", count: password.count)
}

let attempts = ["abc", "abcdef", "abc123", "letmein1"]
let outcomes = attempts.map { attempt in Result { try check(attempt) } }
for (attempt, outcome) in zip(attempts, outcomes) {
    switch outcome {
    case .success(let masked): print(attempt, "->", masked)
    case .failure(let error): print(attempt, "->", error)
    }
}

let typed: [Result<String, Validation>] = outcomes.map { outcome in
    outcome.mapError { $0 as? Validation ?? .missingDigit }
}
print(typed[0] == .failure(.tooShort(3)), typed[2] == .success("******"), typed[1] != typed[0])

let lengths = typed.map { $0.map(\.count) }
print(lengths.compactMap { try? $0.get() })

let neverFails: Result<Int, Never> = .success(10)
print(neverFails.get() + 1)
let doubled = neverFails.map { $0 * 2 }.flatMap { value -> Result<Int, Never> in .success(value + 1) }
print(doubled)

func firstSuccess(_ results: [Result<String, Validation>]) throws -> String {
    for result in results {
        if let value = try? result.get() { return value }
    }
    return try results.last!.get()
}
do {
    print(try firstSuccess(typed))
    print(try firstSuccess([typed[0], typed[1]]))
} catch {
    print("caught:", error, type(of: error))
}

let set: Set<Result<Int, Validation>> = [.success(1), .success(1), .failure(.missingDigit)]
print(set.count)
let description = String(describing: Result<Int, Validation>.failure(.tooShort(2)))
print(description)

// expect: abc -> too short (3)
// expect: abcdef -> missing digit
// expect: abc123 -> ******
// expect: letmein1 -> ********
// expect: true true true
// expect: [6, 8]
// expect: 11
// expect: success(21)
// expect: ******
// expect: caught: missing digit Validation
// expect: 2
// expect: failure(too short (2))
