// Compiler test style: recursion through closures via local functions, optional vars and a Y-like fixpoint
func fix<A, B>(_ f: @escaping (@escaping (A) -> B) -> (A) -> B) -> (A) -> B {
  return { x in f(fix(f))(x) }
}

let factorial = fix { (rec: @escaping (Int) -> Int) in
  { n in n <= 1 ? 1 : n * rec(n - 1) }
}
print((0...6).map(factorial))

var fib: ((Int) -> Int)!
fib = { n in n < 2 ? n : fib(n - 1) + fib(n - 2) }
print((0...10).map { fib($0) })

func countdown(_ n: Int) -> [Int] {
  func go(_ k: Int, _ acc: [Int]) -> [Int] {
    k < 0 ? acc : go(k - 1, acc + [k])
  }
  return go(n, [])
}
print(countdown(5))

indirect enum Tree {
  case leaf(Int)
  case node(Tree, Tree)
}
let sumTree = fix { (rec: @escaping (Tree) -> Int) in
  { (t: Tree) -> Int in
    switch t {
    case .leaf(let v): return v
    case .node(let l, let r): return rec(l) + rec(r)
    }
  }
}
let t = Tree.node(.node(.leaf(1), .leaf(2)), .node(.leaf(3), .node(.leaf(4), .leaf(5))))
print(sumTree(t))

func isEven(_ n: Int) -> Bool { n == 0 ? true : isOdd(n - 1) }
func isOdd(_ n: Int) -> Bool { n == 0 ? false : isEven(n - 1) }
print([0, 1, 6, 7].map(isEven))

func hanoi(_ n: Int) -> [String] {
  var moves: [String] = []
  func move(_ k: Int, _ from: String, _ to: String, _ via: String) {
    if k == 0 { return }
    move(k - 1, from, via, to)
    moves.append("\(from)\(to)")
    move(k - 1, via, to, from)
  }
  move(n, "A", "C", "B")
  return moves
}
print(hanoi(3).joined(separator: " "), hanoi(10).count)
let gcd = fix { (rec: @escaping ((Int, Int)) -> Int) in { p in p.1 == 0 ? p.0 : rec((p.1, p.0 % p.1)) } }
print(gcd((84, 36)), gcd((17, 5)))

// expect: [1, 1, 2, 6, 24, 120, 720]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55]
// expect: [5, 4, 3, 2, 1, 0]
// expect: 15
// expect: [true, false, true, false]
// expect: AC AB CB AC BA BC AC 1023
// expect: 12 1
