// Compiler test style: rethrows functions accept throwing and non-throwing closures
enum ParseError: Error { case bad(String) }

func mapAll<T, U>(_ xs: [T], _ f: (T) throws -> U) rethrows -> [U] {
  var out: [U] = []
  for x in xs { out.append(try f(x)) }
  return out
}

func parse(_ s: String) throws -> Int {
  guard let v = Int(s) else { throw ParseError.bad(s) }
  return v
}

let lengths = mapAll(["a", "bb", "ccc"]) { $0.count }
print(lengths)

do {
  print(try mapAll(["1", "2", "3"], parse))
  print(try mapAll(["4", "x", "6"], parse))
} catch ParseError.bad(let s) {
  print("bad input: \(s)")
}

var visited: [String] = []
do {
  _ = try mapAll(["7", "8", "?", "9"]) { s -> Int in
    visited.append(s)
    return try parse(s)
  }
} catch {
  print("stopped after \(visited)")
}

func withRetry<T>(_ attempts: Int, _ body: (Int) throws -> T) rethrows -> T {
  for i in 1..<attempts {
    if let r = try? body(i) { return r }
  }
  return try body(attempts)
}
let r = try? withRetry(3) { attempt -> String in
  print("attempt \(attempt)")
  if attempt < 3 { throw ParseError.bad("retry") }
  return "ok on \(attempt)"
}
print(r ?? "nil")
print(withRetry(5) { "no throw \($0)" })
// expect: [1, 2, 3]
// expect: [1, 2, 3]
// expect: bad input: x
// expect: stopped after ["7", "8", "?"]
// expect: attempt 1
// expect: attempt 2
// expect: attempt 3
// expect: ok on 3
// expect: no throw 1
