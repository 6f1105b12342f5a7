// Compiler test style: Result with Void success, equatable results and generic helpers
enum StepError: Error, Equatable { case invalid(Int), exhausted }

func step(_ x: Int) -> Result<Void, StepError> {
  x >= 0 ? .success(()) : .failure(.invalid(x))
}
let outcomes = [3, -2, 0].map(step)
for o in outcomes {
  switch o {
  case .success: print("ok")
  case .failure(.invalid(let n)): print("invalid", n)
  case .failure(.exhausted): print("exhausted")
  }
}

let a: Result<Int, StepError> = .success(5)
let b: Result<Int, StepError> = .success(5)
let c: Result<Int, StepError> = .failure(.exhausted)
print(a == b, a == c, c == .failure(.exhausted))

func collect<T, E: Error>(_ rs: [Result<T, E>]) -> Result<[T], E> {
  var out: [T] = []
  for r in rs {
    switch r {
    case .success(let v): out.append(v)
    case .failure(let e): return .failure(e)
    }
  }
  return .success(out)
}
print(collect([a, b]))
print(collect([a, c, b]))

func typedGet() throws(StepError) -> Int {
  let r: Result<Int, StepError> = .failure(.invalid(7))
  return try r.get()
}
do {
  _ = try typedGet()
} catch {
  let e: StepError = error
  print("typed get failed:", e)
}

let nested: Result<Result<Int, StepError>, StepError> = .success(.failure(.exhausted))
switch nested {
case .success(.success(let v)): print("inner value", v)
case .success(.failure(let e)): print("inner failure", e)
case .failure(let e): print("outer failure", e)
}
let flattened = nested.flatMap { $0 }
print(flattened)
print(Result<Int, Never>.success(1).map { $0 + 1 })

// expect: ok
// expect: invalid -2
// expect: ok
// expect: true false true
// expect: success([5, 5])
// expect: failure(main.StepError.exhausted)
// expect: typed get failed: invalid(7)
// expect: inner failure exhausted
// expect: failure(main.StepError.exhausted)
// expect: success(2)
