// App code style: combining Result values for a profile form — zip, traverse over fields and accumulated errors
enum FormError: Error, Equatable, CustomStringConvertible {
    case required(String)
    case notANumber(String, String)
    case outOfRange(String, ClosedRange<Int>)
    case multiple([FormError])

    var description: String {
        switch self {
        case .required(let f): return "\(f) is required"
        case let .notANumber(f, v): return "\(f): '\(v)' is not a number"
        case let .outOfRange(f, r): return "\(f) must be \(r.lowerBound)...\(r.upperBound)"
        case .multiple(let errors): return errors.map(\.description).joined(separator: "; ")
        }
    }
}

extension Result {
    func zip<Other>(_ other: Result<Other, Failure>) -> Result<(Success, Other), Failure> {
        flatMap { a in other.map { b in (a, b) } }
    }

    var failure: Failure? {
        if case .failure(let e) = self { return e }
        return nil
    }
}

extension Sequence {
    func traverse<T, E: Error>(_ transform: (Element) -> Result<T, E>) -> Result<[T], E> {
        var values: [T] = []
        for element in self {
            switch transform(element) {
            case .success(let v): values.append(v)
            case .failure(let e): return .failure(e)
            }
        }
        return .success(values)
    }
}

func collectAll<A, B, C>(_ a: Result<A, FormError>, _ b: Result<B, FormError>, _ c: Result<C, FormError>) -> Result<(A, B, C), FormError> {
    let errors = [a.failure, b.failure, c.failure].compactMap { $0 }
    if errors.count > 1 { return .failure(.multiple(errors)) }
    return a.zip(b).zip(c).map { ($0.0, $0.1, $1) }
}

func requiredText(_ field: String, _ raw: String?) -> Result<String, FormError> {
    guard let raw, !raw.isEmpty else { return .failure(.required(field)) }
    return .success(raw)
}

func number(_ field: String, _ raw: String?, in range: ClosedRange<Int>) -> Result<Int, FormError> {
    requiredText(field, raw).flatMap { text in
        guard let n = Int(text) else { return .failure(.notANumber(field, text)) }
        return range.contains(n) ? .success(n) : .failure(.outOfRange(field, range))
    }
}

struct Profile: CustomStringConvertible {
    let name: String
    let age: Int
    let scores: [Int]
    var description: String { "\(name), \(age), scores \(scores) avg \(scores.isEmpty ? 0 : scores.reduce(0, +) / scores.count)" }
}

func parseProfile(_ form: [String: String]) -> Result<Profile, FormError> {
    let scoreFields = (form["scores"] ?? "").split(separator: ",").map(String.init)
    let scores = scoreFields.traverse { number("score", $0, in: 0...100) }
    return collectAll(requiredText("name", form["name"]), number("age", form["age"], in: 13...120), scores)
        .map { Profile(name: $0.0, age: $0.1, scores: $0.2) }
}

let submissions: [[String: String]] = [
    ["name": "Ravi", "age": "34", "scores": "90,75,88"],
    ["name": "", "age": "34", "scores": "90"],
    ["name": "Mo", "age": "abc", "scores": ""],
    ["age": "7", "scores": "50,x,101"],
    ["name": "Lu", "age": "200"],
    ["name": "Kai", "age": "13", "scores": "100,101"],
]
for (index, form) in submissions.enumerated() {
    switch parseProfile(form) {
    case .success(let profile): print("\(index): \(profile)")
    case .failure(let error): print("\(index): ✗ \(error)")
    }
}

let pairs = number("w", "3", in: 1...9).zip(number("h", "4", in: 1...9)).map { $0 * $1 }
print("area:", pairs)
print("bad zip:", number("w", "0", in: 1...9).zip(number("h", "x", in: 1...9)).failure!)
print("traverse ok:", ["1", "2", "3"].traverse { number("n", $0, in: 0...9) })
print("equal errors:", parseProfile(["age": "20"]).failure == .required("name"))

// expect: 0: Ravi, 34, scores [90, 75, 88] avg 84
// expect: 1: ✗ name is required
// expect: 2: ✗ age: 'abc' is not a number
// expect: 3: ✗ name is required; age must be 13...120; score: 'x' is not a number
// expect: 4: ✗ age must be 13...120
// expect: 5: ✗ score must be 0...100
// expect: area: success(12)
// expect: bad zip: w must be 1...9
// expect: traverse ok: success([1, 2, 3])
// expect: equal errors: true
