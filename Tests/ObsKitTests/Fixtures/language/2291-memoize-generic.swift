// Compiler test style: generic memoization with dictionaries, recursive memoize that passes itself, call counting
func memoize<In: Hashable, Out>(_ f: @escaping (In) -> Out) -> (In) -> Out {
  var cache: [In: Out] = [:]
  return { input in
    if let cached = cache[input] { return cached }
    let result = f(input)
    cache[input] = result
    return result
  }
}

func memoizeRecursive<In: Hashable, Out>(
  _ body: @escaping ((In) -> Out, In) -> Out
) -> (In) -> Out {
  var cache: [In: Out] = [:]
  func wrapped(_ input: In) -> Out {
    if let hit = cache[input] { return hit }
    let value = body(wrapped, input)
    cache[input] = value
    return value
  }
  return wrapped
}

var slowCalls = 0
let slowSquare = memoize { (n: Int) -> Int in
  slowCalls += 1
  return n * n
}
print([3, 4, 3, 3, 4, 5].map(slowSquare), "calls:", slowCalls)

var fibCalls = 0
let fib = memoizeRecursive { (fib: (Int) -> Int, n: Int) -> Int in
  fibCalls += 1
  return n < 2 ? n : fib(n - 1) + fib(n - 2)
}
print(fib(50), "calls:", fibCalls)
print(fib(30), "calls:", fibCalls)

struct GridPoint: Hashable { let row: Int; let col: Int }
let paths = memoizeRecursive { (paths: (GridPoint) -> Int, p: GridPoint) -> Int in
  if p.row == 0 || p.col == 0 { return 1 }
  return paths(GridPoint(row: p.row - 1, col: p.col)) + paths(GridPoint(row: p.row, col: p.col - 1))
}
print("lattice paths 10x10:", paths(GridPoint(row: 10, col: 10)))

var lengthCalls: [String] = []
let wordScore = memoize { (w: String) -> Int in
  lengthCalls.append(w)
  return w.unicodeScalars.reduce(0) { $0 + Int($1.value) - 96 }
}
let words = ["abc", "swift", "abc", "zz", "swift"]
print(words.map(wordScore))
print(lengthCalls)

let partitions = memoizeRecursive { (p: (GridPoint) -> Int, key: GridPoint) -> Int in
  let (n, k) = (key.row, key.col)
  if n == 0 { return 1 }
  if n < 0 || k == 0 { return 0 }
  return p(GridPoint(row: n - k, col: k)) + p(GridPoint(row: n, col: k - 1))
}
print((1...10).map { partitions(GridPoint(row: $0, col: $0)) })
let independent = memoize { (s: String) in s.count }
print(independent("four"), slowSquare(12), slowCalls)

// expect: [9, 16, 9, 9, 16, 25] calls: 3
// expect: 12586269025 calls: 51
// expect: 832040 calls: 51
// expect: lattice paths 10x10: 184756
// expect: [6, 77, 6, 52, 77]
// expect: ["abc", "swift", "zz"]
// expect: [1, 2, 3, 5, 7, 11, 15, 22, 30, 42]
// expect: 4 144 4
