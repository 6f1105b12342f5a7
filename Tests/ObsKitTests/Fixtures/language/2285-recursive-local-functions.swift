// Compiler test style: recursive closures via local functions, mutual recursion, local functions capturing outer state
func fibonacciTable(_ n: Int) -> [Int] {
  var cache: [Int: Int] = [:]
  func fib(_ k: Int) -> Int {
    if k < 2 { return k }
    if let hit = cache[k] { return hit }
    let v = fib(k - 1) + fib(k - 2)
    cache[k] = v
    return v
  }
  let result = (0..<n).map(fib)
  print("cache size", cache.count)
  return result
}
print(fibonacciTable(12))

func parity(_ n: Int) -> String {
  func isEven(_ x: Int) -> Bool { x == 0 ? true : isOdd(x - 1) }
  func isOdd(_ x: Int) -> Bool { x == 0 ? false : isEven(x - 1) }
  return isEven(n) ? "even" : "odd"
}
print((0..<6).map(parity).joined(separator: ","))

func permutations(_ items: [Character]) -> [String] {
  var out: [String] = []
  var used = Array(repeating: false, count: items.count)
  var current = ""
  func walk() {
    if current.count == items.count { out.append(current); return }
    for i in items.indices where !used[i] {
      used[i] = true
      current.append(items[i])
      walk()
      current.removeLast()
      used[i] = false
    }
  }
  walk()
  return out
}
print(permutations(["a", "b", "c"]))

var factorial: ((Int) -> Int)!
factorial = { n in n <= 1 ? 1 : n * factorial(n - 1) }
print(factorial(10))

func makeWalker() -> (Int) -> [Int] {
  func collatz(_ n: Int) -> [Int] {
    if n == 1 { return [1] }
    return [n] + collatz(n % 2 == 0 ? n / 2 : 3 * n + 1)
  }
  return collatz
}
print(makeWalker()(6))

struct Tree { var value: Int; var children: [Tree] }
let tree = Tree(value: 1, children: [
  Tree(value: 2, children: [Tree(value: 4, children: [])]),
  Tree(value: 3, children: [Tree(value: 5, children: []), Tree(value: 6, children: [])]),
])
func render(_ t: Tree) -> [String] {
  var lines: [String] = []
  func visit(_ node: Tree, _ depth: Int) {
    lines.append(String(repeating: "  ", count: depth) + "- \(node.value)")
    node.children.forEach { visit($0, depth + 1) }
  }
  visit(t, 0)
  return lines
}
render(tree).forEach { print($0) }

// expect: cache size 10
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: even,odd,even,odd,even,odd
// expect: ["abc", "acb", "bac", "bca", "cab", "cba"]
// expect: 3628800
// expect: [6, 3, 10, 5, 16, 8, 4, 2, 1]
// expect: - 1
// expect:   - 2
// expect:     - 4
// expect:   - 3
// expect:     - 5
// expect:     - 6
