// Compiler test style: memoization with a dictionary cache captured by closures and a generic memoize wrapper
func memoize<In: Hashable, Out>(_ body: @escaping ((In) -> Out, In) -> Out) -> (In) -> Out {
  var cache: [In: Out] = [:]
  var recurse: ((In) -> Out)!
  recurse = { input in
    if let hit = cache[input] { return hit }
    let r = body(recurse, input)
    cache[input] = r
    return r
  }
  return recurse
}

var fibCalls = 0
let fib = memoize { (fib: (Int) -> Int, n: Int) -> Int in
  fibCalls += 1
  return n < 2 ? n : fib(n - 1) + fib(n - 2)
}
print(fib(50), fibCalls)
print(fib(40), fibCalls)

struct Pair: Hashable { let a: Int; let b: Int }
var pathCalls = 0
let paths = memoize { (rec: (Pair) -> Int, p: Pair) -> Int in
  pathCalls += 1
  if p.a == 0 || p.b == 0 { return 1 }
  return rec(Pair(a: p.a - 1, b: p.b)) + rec(Pair(a: p.a, b: p.b - 1))
}
print(paths(Pair(a: 10, b: 10)), pathCalls)

final class Memo {
  private var cache: [String: Int] = [:]
  var misses = 0
  func editDistance(_ s: String, _ t: String) -> Int {
    let key = s + "|" + t
    if let c = cache[key] { return c }
    misses += 1
    let r: Int
    if s.isEmpty { r = t.count }
    else if t.isEmpty { r = s.count }
    else if s.first == t.first { r = editDistance(String(s.dropFirst()), String(t.dropFirst())) }
    else {
      r = 1 + min(editDistance(String(s.dropFirst()), t),
                  editDistance(s, String(t.dropFirst())),
                  editDistance(String(s.dropFirst()), String(t.dropFirst())))
    }
    cache[key] = r
    return r
  }
}
let m = Memo()
print(m.editDistance("kitten", "sitting"), m.misses)
print(m.editDistance("kitten", "sitting"), m.misses)
print(m.editDistance("flaw", "lawn"))

var collatzCache: [Int: Int] = [1: 0]
func collatz(_ n: Int) -> Int {
  if let c = collatzCache[n] { return c }
  let r = 1 + collatz(n % 2 == 0 ? n / 2 : 3 * n + 1)
  collatzCache[n] = r
  return r
}
let best = (1...30).max { collatz($0) < collatz($1) }!
print(best, collatz(best), collatz(27))

// expect: 12586269025 51
// expect: 102334155 51
// expect: 184756 120
// expect: 3 56
// expect: 3 56
// expect: 2
// expect: 27 111 111
