// Compiler test style: nested functions capture outer locals and can recurse
func fibs(upTo n: Int) -> [Int] {
  var cache: [Int: Int] = [:]
  var calls = 0
  func fib(_ k: Int) -> Int {
    calls += 1
    if k < 2 { return k }
    if let c = cache[k] { return c }
    let r = fib(k - 1) + fib(k - 2)
    cache[k] = r
    return r
  }
  var out: [Int] = []
  for k in 0...n { out.append(fib(k)) }
  print("calls:", calls)
  return out
}
print(fibs(upTo: 10))

func isEvenOdd(_ n: Int) -> (Bool, Bool) {
  func isEven(_ k: Int) -> Bool { k == 0 ? true : isOdd(k - 1) }
  func isOdd(_ k: Int) -> Bool { k == 0 ? false : isEven(k - 1) }
  return (isEven(n), isOdd(n))
}
print(isEvenOdd(7))
print(isEvenOdd(10))

func flatten(_ xs: [Any]) -> [Int] {
  var result: [Int] = []
  func walk(_ item: Any, depth: Int) {
    if let i = item as? Int { result.append(i * depth) }
    else if let arr = item as? [Any] { for e in arr { walk(e, depth: depth + 1) } }
  }
  walk(xs, depth: 0)
  return result
}
print(flatten([1, [2, [3, 4]], 5] as [Any]))
// expect: calls: 29
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55]
// expect: (false, true)
// expect: (true, false)
// expect: [1, 4, 9, 12, 5]
