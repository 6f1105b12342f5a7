// Compiler test style: Result-returning completion callbacks and transformation
enum FetchError: Error, Equatable {
    case notFound(String)
    case invalid
}

func fetch(_ key: String, completion: (Result<Int, FetchError>) -> Void) {
    let db = ["a": 1, "b": 20, "c": -3]
    guard let v = db[key] else { return completion(.failure(.notFound(key))) }
    if v < 0 { completion(.failure(.invalid)) } else { completion(.success(v)) }
}

func describe(_ r: Result<Int, FetchError>) -> String {
    switch r {
    case .success(let v): return "ok(\(v))"
    case .failure(.notFound(let k)): return "missing \(k)"
    case .failure(.invalid): return "invalid"
    }
}

for key in ["a", "b", "c", "zz"] {
    fetch(key) { print(key, describe($0)) }
}

var collected: [Result<Int, FetchError>] = []
["b", "c"].forEach { fetch($0) { collected.append($0) } }
let mapped = collected.map { $0.map { $0 * 100 } }
print(mapped.map(describe))
let chained = collected[0].flatMap { v -> Result<Int, FetchError> in v > 10 ? .success(v - 10) : .failure(.invalid) }
print(describe(chained))
let recovered = collected[1].flatMapError { _ in Result<Int, FetchError>.success(0) }
print(describe(recovered))
print((try? collected[0].get()) as Any, (try? collected[1].get()) as Any)
do { _ = try collected[1].get() } catch { print("caught", error) }
// expect: a ok(1)
// expect: b ok(20)
// expect: c invalid
// expect: zz missing zz
// expect: ["ok(2000)", "invalid"]
// expect: ok(10)
// expect: ok(0)
// expect: Optional(20) nil
// expect: caught invalid
