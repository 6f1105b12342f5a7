// Compiler test style (test/Interpreter/local_functions.swift): recursion through nested local functions
func fibs(_ n: Int) -> [Int] {
  var memo: [Int: Int] = [:]
  func fib(_ k: Int) -> Int {
    if k < 2 { return k }
    if let m = memo[k] { return m }
    let r = fib(k - 1) + fib(k - 2)
    memo[k] = r
    return r
  }
  return (0..<n).map(fib)
}
print(fibs(15))

func parity(_ n: Int) -> String {
  func isEven(_ k: Int) -> Bool { k == 0 ? true : isOdd(k - 1) }
  func isOdd(_ k: Int) -> Bool { k == 0 ? false : isEven(k - 1) }
  return isEven(n) ? "even" : "odd"
}
print((0...5).map(parity))

func permutations(_ xs: [Int]) -> [[Int]] {
  var result: [[Int]] = []
  var current: [Int] = []
  var used = Array(repeating: false, count: xs.count)
  func go() {
    if current.count == xs.count { result.append(current); return }
    for i in xs.indices where !used[i] {
      used[i] = true
      current.append(xs[i])
      go()
      current.removeLast()
      used[i] = false
    }
  }
  go()
  return result
}
print(permutations([1, 2, 3]))

func hanoi(_ n: Int) -> [String] {
  var moves: [String] = []
  func move(_ k: Int, _ from: String, _ to: String, _ via: String) {
    guard k > 0 else { return }
    move(k - 1, from, via, to)
    moves.append("\(from)\(to)")
    move(k - 1, via, to, from)
  }
  move(n, "A", "C", "B")
  return moves
}
print(hanoi(3).joined(separator: " "), hanoi(10).count)

func ackermann(_ m: Int, _ n: Int) -> Int {
  func a(_ m: Int, _ n: Int) -> Int {
    if m == 0 { return n + 1 }
    if n == 0 { return a(m - 1, 1) }
    return a(m - 1, a(m, n - 1))
  }
  return a(m, n)
}
print(ackermann(2, 3), ackermann(3, 3))

func makeFactorial() -> (Int) -> Int {
  func fact(_ n: Int) -> Int { n <= 1 ? 1 : n * fact(n - 1) }
  return fact
}
let fact = makeFactorial()
print(fact(10), [1, 2, 3, 4].map(fact))

func flatten(_ xs: [Any]) -> [Int] {
  func walk(_ v: Any) -> [Int] {
    if let i = v as? Int { return [i] }
    if let arr = v as? [Any] { return arr.flatMap(walk) }
    return []
  }
  return walk(xs)
}
print(flatten([1, [2, [3, [4]], "x"], 5] as [Any]))

// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377]
// expect: ["even", "odd", "even", "odd", "even", "odd"]
// expect: [[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]]
// expect: AC AB CB AC BA BC AC 1023
// expect: 9 61
// expect: 3628800 [1, 2, 6, 24]
// expect: [1, 2, 3, 4, 5]
