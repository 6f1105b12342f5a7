// Compiler test style: guard case and guard let with enum payloads in functions
enum Result2 {
  case ok(Int)
  case failed(code: Int, message: String)
}

func unwrapOk(_ r: Result2) -> Int {
  guard case .ok(let v) = r else {
    return -1
  }
  return v
}

func errorCode(_ r: Result2) -> String {
  guard case let .failed(code, message) = r, code >= 400 else {
    return "no client error"
  }
  return "\(code): \(message)"
}

let results: [Result2] = [.ok(42), .failed(code: 404, message: "not found"), .failed(code: 301, message: "moved"), .ok(0)]
for r in results {
  print(unwrapOk(r), errorCode(r))
}

func firstOk(_ rs: [Result2]) -> Int? {
  for r in rs {
    guard case .ok(let v) = r, v != 0 else { continue }
    return v
  }
  return nil
}
print(firstOk(results) as Any)
print(firstOk([.ok(0), .failed(code: 1, message: "")]) as Any)

func sumUntilFailure(_ rs: [Result2]) -> Int {
  var total = 0
  for r in rs {
    guard case .ok(let v) = r else { break }
    total += v
  }
  return total
}
print(sumUntilFailure([.ok(1), .ok(2), .failed(code: 0, message: "x"), .ok(100)]))
// expect: 42 no client error
// expect: -1 404: not found
// expect: -1 no client error
// expect: 0 no client error
// expect: Optional(42)
// expect: nil
// expect: 3
