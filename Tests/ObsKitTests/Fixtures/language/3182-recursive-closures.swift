// Compiler test style: recursive closures via a declared-first var and a fixed-point combinator
var factorial: (Int) -> Int = { _ in 0 }
factorial = { n in n <= 1 ? 1 : n * factorial(n - 1) }
print(factorial(5), factorial(10))

func fix<A, R>(_ f: @escaping (@escaping (A) -> R) -> (A) -> R) -> (A) -> R {
  { a in f(fix(f))(a) }
}
let fib = fix { (recur: @escaping (Int) -> Int) in
  { n in n < 2 ? n : recur(n - 1) + recur(n - 2) }
}
print((0..<10).map(fib))

let gcd = fix { (recur: @escaping ((Int, Int)) -> Int) in
  { (pair: (Int, Int)) in pair.1 == 0 ? pair.0 : recur((pair.1, pair.0 % pair.1)) }
}
print(gcd((48, 18)), gcd((17, 5)))

final class Node {
  let value: Int
  let children: [Node]
  init(_ v: Int, _ c: [Node] = []) { value = v; children = c }
}
let tree = Node(1, [Node(2, [Node(4)]), Node(3, [Node(5), Node(6)])])

func fold<R>(_ n: Node, _ combine: (Int, [R]) -> R) -> R {
  combine(n.value, n.children.map { fold($0, combine) })
}
print(fold(tree) { v, rs in v + rs.reduce(0, +) })
print(fold(tree) { (_: Int, rs: [Int]) in 1 + (rs.max() ?? 0) })
print(fold(tree) { (v: Int, rs: [String]) in rs.isEmpty ? "\(v)" : "\(v)(\(rs.joined(separator: ",")))" })
// expect: 120 3628800
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: 6 1
// expect: 21
// expect: 3
// expect: 1(2(4),3(5,6))
