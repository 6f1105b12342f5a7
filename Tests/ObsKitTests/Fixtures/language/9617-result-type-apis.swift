// Result APIs: map, flatMap, mapError, flatMapError, get(), init(catching:), Equatable results, switching
enum NetError: Error, Equatable { case offline, status(Int) }
enum AppError: Error, Equatable { case wrapped(String) }

func load(_ code: Int) -> Result<String, NetError> {
    switch code {
    case 200: return .success("payload")
    case 0: return .failure(.offline)
    default: return .failure(.status(code))
    }
}
func parseLength(_ s: String) -> Result<Int, NetError> { s.isEmpty ? .failure(.status(204)) : .success(s.count) }

let codes = [200, 0, 404]
for c in codes {
    let r = load(c)
    let mapped = r.map { $0.uppercased() }
    let chained = r.flatMap(parseLength)
    let converted = r.mapError { AppError.wrapped("\($0)") }
    print(c, mapped, chained, converted)
}
let recovered = load(0).flatMapError { err -> Result<String, NetError> in
    err == .offline ? .success("cached") : .failure(err)
}
let notRecovered = load(500).flatMapError { err -> Result<String, NetError> in
    err == .offline ? .success("cached") : .failure(err)
}
print(recovered, notRecovered)
do {
    print(try load(200).get())
    print(try load(418).get())
} catch {
    print("get threw", error, error == .status(418))
}
enum ParseFail: Error { case bad(String) }
func strictInt(_ s: String) throws -> Int {
    guard let v = Int(s) else { throw ParseFail.bad(s) }
    return v
}
let results = ["1", "two", "3"].map { s in Result { try strictInt(s) } }
for r in results {
    switch r {
    case .success(let v): print("ok", v)
    case .failure(ParseFail.bad(let s)): print("bad input", s)
    case .failure: print("unexpected")
    }
}
let successes = results.compactMap { try? $0.get() }
print(successes, results.filter { if case .failure = $0 { return true } else { return false } }.count)
print(load(200) == .success("payload"), load(0) == .failure(.offline), load(1) == load(1), load(1) == load(2))
let nested: Result<Result<Int, NetError>, NetError> = .success(.failure(.status(3)))
print(nested, nested.flatMap { $0 })
func combine(_ a: Result<Int, NetError>, _ b: Result<Int, NetError>) -> Result<Int, NetError> {
    a.flatMap { x in b.map { y in x + y } }
}
print(combine(.success(1), .success(2)), combine(.failure(.offline), .failure(.status(1))), combine(.success(1), .failure(.status(9))))
let typed: Result<Int, any Error> = .failure(ParseFail.bad("q"))
print(typed, (try? typed.get()) as Any)
print(Result<Int, Never>.success(5).map { $0 * 2 }, type(of: load(0)))
let sum = results.reduce(0) { acc, r in acc + ((try? r.get()) ?? 0) }
print(sum)

// expect: 200 success("PAYLOAD") success(7) success("payload")
// expect: 0 failure(main.NetError.offline) failure(main.NetError.offline) failure(main.AppError.wrapped("offline"))
// expect: 404 failure(main.NetError.status(404)) failure(main.NetError.status(404)) failure(main.AppError.wrapped("status(404)"))
// expect: success("cached") failure(main.NetError.status(500))
// expect: payload
// expect: get threw status(418) true
// expect: ok 1
// expect: bad input two
// expect: ok 3
// expect: [1, 3] 1
// expect: true true true false
// expect: success(Swift.Result<Swift.Int, main.NetError>.failure(main.NetError.status(3))) failure(main.NetError.status(3))
// expect: success(3) failure(main.NetError.offline) failure(main.NetError.status(9))
// expect: failure(main.ParseFail.bad("q")) nil
// expect: success(10) Result<String, NetError>
// expect: 4
