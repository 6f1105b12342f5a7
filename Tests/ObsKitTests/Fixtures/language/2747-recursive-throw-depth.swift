// Compiler test style: recursive throwing functions unwinding through defers at each depth
enum DepthError: Error { case tooDeep(Int) }
var depth = 0
var maxDepth = 0
var unwound: [Int] = []

func descend(_ n: Int, limit: Int) throws -> Int {
  depth += 1
  maxDepth = max(maxDepth, depth)
  defer {
    depth -= 1
    unwound.append(n)
  }
  if n > limit { throw DepthError.tooDeep(n) }
  if n == 0 { return 1 }
  return try n * descend(n - 1, limit: limit)
}

print(try descend(5, limit: 10), depth, maxDepth, unwound)
unwound = []
maxDepth = 0
do {
  _ = try descend(4, limit: 3)
} catch DepthError.tooDeep(let n) {
  print("too deep at", n, "depth now", depth, unwound)
}

func ackermannish(_ m: Int, _ n: Int, budget: inout Int) throws -> Int {
  budget -= 1
  if budget < 0 { throw DepthError.tooDeep(m * 100 + n) }
  if m == 0 { return n + 1 }
  if n == 0 { return try ackermannish(m - 1, 1, budget: &budget) }
  return try ackermannish(m - 1, try ackermannish(m, n - 1, budget: &budget), budget: &budget)
}
var budget = 1000
print(try ackermannish(2, 3, budget: &budget), budget)
budget = 20
do {
  print(try ackermannish(2, 3, budget: &budget))
} catch {
  print("budget exhausted", error, budget)
}

func evenOdd(_ n: Int) throws -> String {
  func isEven(_ k: Int) throws -> Bool { if k < 0 { throw DepthError.tooDeep(k) }; return k == 0 ? true : try isOdd(k - 1) }
  func isOdd(_ k: Int) throws -> Bool { k == 0 ? false : try isEven(k - 1) }
  return try isEven(n) ? "even" : "odd"
}
print(try evenOdd(10), try evenOdd(7))

// expect: 120 0 6 [0, 1, 2, 3, 4, 5]
// expect: too deep at 4 depth now 0 [4]
// expect: 9 956
// expect: budget exhausted tooDeep(101) -1
// expect: even odd
