// Compiler test style: Result with generic helpers, switch patterns and error conversion
enum NetError: Error, CustomStringConvertible {
  case timeout, status(Int)
  var description: String {
    switch self {
    case .timeout: return "timeout"
    case .status(let c): return "status \(c)"
    }
  }
}
func fetch(_ code: Int) -> Result<String, NetError> {
  switch code {
  case 200: return .success("body")
  case 0: return .failure(.timeout)
  default: return .failure(.status(code))
  }
}
for code in [200, 0, 404] {
  switch fetch(code) {
  case .success(let body): print("ok", body)
  case .failure(.status(let c)) where c >= 400: print("client error", c)
  case .failure(let e): print("failure", e)
  }
}
func combine<A, B, E: Error>(_ a: Result<A, E>, _ b: Result<B, E>) -> Result<(A, B), E> {
  a.flatMap { x in b.map { y in (x, y) } }
}
let c1 = combine(fetch(200), Result<Int, NetError>.success(3))
if case .success(let (s, n)) = c1 { print(s, n) }
let c2 = combine(fetch(500), Result<Int, NetError>.success(3))
if case .failure(let e) = c2 { print("combined failed:", e) }

func collect<T, E>(_ rs: [Result<T, E>]) -> Result<[T], E> {
  var out: [T] = []
  for r in rs {
    switch r {
    case .success(let v): out.append(v)
    case .failure(let e): return .failure(e)
    }
  }
  return .success(out)
}
print(collect([fetch(200), fetch(200)]))
print(collect([fetch(200), fetch(0), fetch(301)]))

let anyErr: Result<Int, Error> = Result { throw NetError.status(418) }
do { _ = try anyErr.get() } catch let e as NetError { print("as NetError:", e) } catch { print("other") }
let mappedBoth = fetch(0).map { $0.count }.mapError { _ in NetError.status(-1) }
print(mappedBoth)
print(fetch(200).map { $0.count })
let fm = fetch(200).flatMapError { _ in Result<String, NetError>.success("recovered") }
let fm2 = fetch(0).flatMapError { _ in Result<String, NetError>.success("recovered") }
print(fm, fm2)
// expect: ok body
// expect: failure timeout
// expect: client error 404
// expect: body 3
// expect: combined failed: status 500
// expect: success(["body", "body"])
// expect: failure(timeout)
// expect: as NetError: status 418
// expect: failure(status -1)
// expect: success(4)
// expect: success("body") success("recovered")
