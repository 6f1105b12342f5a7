// Compiler test style: memoized recursion with struct keys in a dictionary, edit distance and alignment string building
struct Key: Hashable { let i: Int; let j: Int }

func editDistance(_ a: String, _ b: String) -> (distance: Int, calls: Int, script: String) {
  let x = Array(a), y = Array(b)
  var memo: [Key: Int] = [:]
  var calls = 0
  func d(_ i: Int, _ j: Int) -> Int {
    if let hit = memo[Key(i: i, j: j)] { return hit }
    calls += 1
    let result: Int
    if i == x.count { result = y.count - j }
    else if j == y.count { result = x.count - i }
    else if x[i] == y[j] { result = d(i + 1, j + 1) }
    else { result = 1 + min(d(i + 1, j), d(i, j + 1), d(i + 1, j + 1)) }
    memo[Key(i: i, j: j)] = result
    return result
  }
  let total = d(0, 0)
  var ops = ""
  var (i, j) = (0, 0)
  while i < x.count || j < y.count {
    let here = d(i, j)
    if i < x.count && j < y.count && x[i] == y[j] && d(i + 1, j + 1) == here {
      ops += "="; i += 1; j += 1
    } else if i < x.count && j < y.count && d(i + 1, j + 1) == here - 1 {
      ops += "~"; i += 1; j += 1
    } else if i < x.count && d(i + 1, j) == here - 1 {
      ops += "-"; i += 1
    } else {
      ops += "+"; j += 1
    }
  }
  return (total, calls, ops)
}

let pairs = [("kitten", "sitting"), ("flaw", "lawn"), ("swift", "swift"), ("", "abc"), ("intention", "execution")]
for (a, b) in pairs {
  let r = editDistance(a, b)
  let left = String(repeating: " ", count: max(0, 10 - a.count)) + a
  print("\(left) -> \(b): \(r.distance) [\(r.script)] calls=\(r.calls)")
}

let dictionary = ["apple", "apply", "ample", "maple", "angle"]
let query = "appel"
let ranked = dictionary.map { ($0, editDistance(query, $0).distance) }
  .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
for (word, dist) in ranked { print(word, String(repeating: "*", count: dist)) }

// expect:     kitten -> sitting: 3 [~===~=+] calls=56
// expect:       flaw -> lawn: 2 [-===+] calls=19
// expect:      swift -> swift: 0 [=====] calls=6
// expect:            -> abc: 3 [+++] calls=3
// expect:  intention -> execution: 5 [~~~~~====] calls=90
// expect: apple **
// expect: apply **
// expect: ample ***
// expect: maple ***
// expect: angle ****
