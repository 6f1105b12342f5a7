// Result type: success/failure, map/flatMap/mapError, get(), Result(catching:), switching on results
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum NetworkError: Error, CustomStringConvertible {
    case notFound(path: String)
    case timeout
    var description: String {
        switch self {
        case .notFound(let p): return "404 at \(p)"
        case .timeout: return "timed out"
        }
    }
}
func request(_ path: String) -> Result<String, NetworkError> {
    switch path {
    case "/slow": return .failure(.timeout)
    case "/home", "/about": return .success("<page \(path)>")
    default: return .failure(.notFound(path: path))
    }
}
for path in ["/home", "/slow", "/missing"] {
    switch request(path) {
    case .success(let body): print("OK \(body)")
    case .failure(let err): print("ERR \(err)")
    }
}
let lengths = request("/about").map { $0.count }
print(lengths)
let failedMap = request("/x").map { $0.count }
print(failedMap)
struct Wrapped: Error { let text: String }
let described = request("/slow").mapError { Wrapped(text: "wrapped(\($0))") }
if case .failure(let w) = described { print(w.text) }
let mapped = request("/nope").mapError { Wrapped(text: $0.description) }
if case .failure(let w) = mapped { print(w.text) }

func parseCount(_ s: String) -> Result<Int, NetworkError> {
    Int(s.filter(\.isNumber)).map { .success($0) } ?? .failure(.notFound(path: s))
}
let chained = request("/home").flatMap { parseCount($0) }
print(chained)
print(Result<String, NetworkError>.success("42").flatMap(parseCount))

do {
    let body = try request("/home").get()
    print("got \(body)")
    _ = try request("/slow").get()
} catch {
    print("get() threw \(error)")
}
enum DivError: Error { case byZero }
func divide(_ a: Int, _ b: Int) throws -> Int {
    if b == 0 { throw DivError.byZero }
    return a / b
}
let r1 = Result { try divide(10, 2) }
let r2 = Result { try divide(1, 0) }
print(r1, (try? r1.get()) ?? -1)
switch r2 {
case .success: print("no")
case .failure(let e): print("failure:", e)
}
let results = [request("/home"), request("/slow"), request("/about")]
let successes = results.compactMap { try? $0.get() }
print(successes)
let allOk: Result<[String], NetworkError> = results.reduce(.success([])) { acc, r in
    acc.flatMap { arr in r.map { arr + [$0] } }
}
print(allOk)
// expect: OK <page /home>
// expect: ERR timed out
// expect: ERR 404 at /missing
// expect: success(13)
// expect: failure(404 at /x)
// expect: wrapped(timed out)
// expect: 404 at /nope
// expect: failure(404 at <page /home>)
// expect: success(42)
// expect: got <page /home>
// expect: get() threw timed out
// expect: success(5) 5
// expect: failure: byZero
// expect: ["<page /home>", "<page /about>"]
// expect: failure(timed out)
