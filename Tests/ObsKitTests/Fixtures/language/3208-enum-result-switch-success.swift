// Compiler test style: enum with Swift.Result, switch on success/failure with custom Error enum
enum ParseError: Error, Equatable {
  case empty
  case badChar(Character, at: Int)
  case overflow
}

func parseDigits(_ s: String) -> Result<Int, ParseError> {
  if s.isEmpty { return .failure(.empty) }
  var n = 0
  for (i, c) in s.enumerated() {
    guard let d = c.wholeNumberValue else { return .failure(.badChar(c, at: i)) }
    n = n * 10 + d
    if n > 99999 { return .failure(.overflow) }
  }
  return .success(n)
}

for s in ["123", "", "12a4", "9999999", "0"] {
  switch parseDigits(s) {
  case .success(let n):
    print("ok", n)
  case .failure(.badChar(let c, let i)):
    print("bad char '\(c)' at \(i)")
  case .failure(let e):
    print("error", e)
  }
}

let r = parseDigits("42").map { $0 * 2 }
print(r)
let r2 = parseDigits("x").mapError { _ in ParseError.empty }
print(r2)
do {
  let v = try parseDigits("77").get()
  print("got", v)
  _ = try parseDigits("").get()
} catch ParseError.empty {
  print("caught empty")
} catch {
  print("other", error)
}
print(parseDigits("5") == .success(5), parseDigits("") == .failure(.empty))
// expect: ok 123
// expect: error empty
// expect: bad char 'a' at 2
// expect: error overflow
// expect: ok 0
// expect: success(84)
// expect: failure(main.ParseError.empty)
// expect: got 77
// expect: caught empty
// expect: true true
