// Compiler test style: immediately-applied closures initializing let constants
let table: [[Int]] = {
  var rows: [[Int]] = []
  for i in 1...3 {
    rows.append((1...3).map { $0 * i })
  }
  return rows
}()
print(table)

let label: String = {
  let score = 72
  switch score {
  case 90...: return "A"
  case 70..<90: return "B"
  default: return "C"
  }
}()
print(label)

let (minV, maxV) = { (xs: [Int]) -> (Int, Int) in
  (xs.min()!, xs.max()!)
}([5, -2, 9, 0])
print(minV, maxV)

struct Config {
  let values: [String]
  let count: Int = { print("count initializer"); return 3 }()
  init() {
    values = { () -> [String] in
      print("values initializer")
      return ["x", "y"]
    }()
  }
}
let cfg = Config()
print(cfg.values, cfg.count)

var counter = 0
let snapshot = { counter += 5; return counter }()
counter = 100
print(snapshot, counter)
let squares = { (n: Int) in (0..<n).map { $0 * $0 } }(6)
print(squares)
// expect: [[1, 2, 3], [2, 4, 6], [3, 6, 9]]
// expect: B
// expect: -2 9
// expect: count initializer
// expect: values initializer
// expect: ["x", "y"] 3
// expect: 5 100
// expect: [0, 1, 4, 9, 16, 25]
