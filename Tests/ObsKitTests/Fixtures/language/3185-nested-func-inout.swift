// Compiler test style: nested functions and non-escaping closures capturing inout parameters
func process(_ total: inout Int, values: [Int]) {
  func add(_ v: Int) { total += v }
  values.forEach(add)
  values.forEach { total += $0 * 100 }
}
var t = 0
process(&t, values: [1, 2, 3])
print(t)

func normalize(_ words: inout [String]) -> Int {
  var changes = 0
  func fix(_ i: Int) {
    let lowered = words[i].lowercased()
    if lowered != words[i] { words[i] = lowered; changes += 1 }
  }
  for i in words.indices { fix(i) }
  return changes
}
var ws = ["Hello", "world", "SWIFT"]
print(normalize(&ws), ws)

func countdown(_ n: inout Int, log: inout [String]) {
  func step() -> Bool {
    guard n > 0 else { return false }
    log.append("n=\(n)")
    n -= 1
    return true
  }
  while step() {}
}
var n = 3
var logs: [String] = []
countdown(&n, log: &logs)
print(n, logs)

func transformAll(_ xs: inout [Int], _ f: (inout Int) -> Void) {
  for i in xs.indices { f(&xs[i]) }
}
var data = [1, 2, 3, 4]
var seen = 0
transformAll(&data) { v in seen += 1; v = v * v - seen }
print(data, seen)
// expect: 606
// expect: 2 ["hello", "world", "swift"]
// expect: 0 ["n=3", "n=2", "n=1"]
// expect: [0, 2, 6, 12] 4
