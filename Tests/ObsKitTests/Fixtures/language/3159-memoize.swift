// Compiler test style: generic memoize wrapper and recursive memoization through a closure
func memoize<A: Hashable, R>(_ f: @escaping (A) -> R) -> (A) -> R {
  var cache: [A: R] = [:]
  return { a in
    if let hit = cache[a] { return hit }
    let r = f(a)
    cache[a] = r
    return r
  }
}

var rawCalls = 0
let slowSquare: (Int) -> Int = { rawCalls += 1; return $0 * $0 }
let fastSquare = memoize(slowSquare)
print(fastSquare(4), fastSquare(4), fastSquare(5), fastSquare(4))
print("raw calls:", rawCalls)

func memoRec<A: Hashable, R>(_ body: @escaping ((A) -> R, A) -> R) -> (A) -> R {
  var cache: [A: R] = [:]
  func wrapped(_ a: A) -> R {
    if let hit = cache[a] { return hit }
    let r = body(wrapped, a)
    cache[a] = r
    return r
  }
  return wrapped
}

var bodyCalls = 0
let fib = memoRec { (fib: (Int) -> Int, n: Int) -> Int in
  bodyCalls += 1
  return n < 2 ? n : fib(n - 1) + fib(n - 2)
}
print(fib(30))
print("body calls:", bodyCalls)
print(fib(31), bodyCalls)

let upper = memoize { (s: String) -> String in print("computing \(s)"); return s.uppercased() }
print(upper("hi"), upper("hi"), upper("yo"))
// expect: 16 16 25 16
// expect: raw calls: 2
// expect: 832040
// expect: body calls: 31
// expect: 1346269 32
// expect: computing hi
// expect: computing yo
// expect: HI HI YO
