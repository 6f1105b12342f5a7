// Compiler test style: recursive local functions and mutually recursive nested functions
func fib(_ n: Int) -> Int {
  var memo: [Int: Int] = [:]
  func go(_ k: Int) -> Int {
    if k < 2 { return k }
    if let m = memo[k] { return m }
    let r = go(k - 1) + go(k - 2)
    memo[k] = r
    return r
  }
  return go(n)
}
print(fib(10), fib(30), fib(50))

func parity(_ n: Int) -> String {
  func isEven(_ k: Int) -> Bool { k == 0 ? true : isOdd(k - 1) }
  func isOdd(_ k: Int) -> Bool { k == 0 ? false : isEven(k - 1) }
  return isEven(n) ? "even" : "odd"
}
print(parity(7), parity(10))

func flatten(_ items: [Any]) -> [Int] {
  var out: [Int] = []
  func walk(_ x: Any) {
    if let i = x as? Int { out.append(i) }
    else if let arr = x as? [Any] { for e in arr { walk(e) } }
  }
  walk(items)
  return out
}
print(flatten([1, [2, [3, 4]], 5, [[6]]]))

func hanoi(_ n: Int) -> [String] {
  var moves: [String] = []
  func move(_ k: Int, _ from: String, _ to: String, _ via: String) {
    if k == 0 { return }
    move(k - 1, from, via, to)
    moves.append("\(from)->\(to)")
    move(k - 1, via, to, from)
  }
  move(n, "A", "C", "B")
  return moves
}
print(hanoi(3).joined(separator: " "))
// expect: 55 832040 12586269025
// expect: odd even
// expect: [1, 2, 3, 4, 5, 6]
// expect: A->C A->B C->B A->C B->A B->C A->C
