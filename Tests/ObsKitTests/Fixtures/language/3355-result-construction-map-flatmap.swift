// Compiler test style: Result construction, map/flatMap/mapError, get(), switch on Result
enum NetError: Error, Equatable { case timeout, notFound(String) }
struct Wrapped: Error { let inner: NetError }

func fetch(_ path: String) -> Result<Int, NetError> {
  switch path {
  case "/a": return .success(200)
  case "/slow": return .failure(.timeout)
  default: return .failure(.notFound(path))
  }
}

for p in ["/a", "/slow", "/zz"] {
  let r = fetch(p)
  switch r {
  case .success(let code): print("\(p) -> \(code)")
  case .failure(.timeout): print("\(p) timed out")
  case .failure(.notFound(let s)): print("\(p) not found: \(s)")
  }
}

let doubled = fetch("/a").map { $0 * 2 }
print(doubled)
let chained = fetch("/a").flatMap { c -> Result<String, NetError> in
  c == 200 ? .success("OK") : .failure(.timeout)
}
print(chained)
let wrapped = fetch("/slow").mapError { Wrapped(inner: $0) }
switch wrapped {
case .success: print("unexpected")
case .failure(let w): print("wrapped inner timeout: \(w.inner == .timeout)")
}

do {
  let v = try fetch("/a").get()
  print("get \(v)")
  _ = try fetch("/q").get()
} catch let e as NetError {
  print("get threw \(e)")
} catch {
  print("other")
}

let fromThrowing = Result { () throws -> Int in throw NetError.timeout }
if case .failure(let e) = fromThrowing { print("captured \(e)") }
print((try? fromThrowing.get()) as Any)
// expect: /a -> 200
// expect: /slow timed out
// expect: /zz not found: /zz
// expect: success(400)
// expect: success("OK")
// expect: wrapped inner timeout: true
// expect: get 200
// expect: get threw notFound("/q")
// expect: captured timeout
// expect: nil
