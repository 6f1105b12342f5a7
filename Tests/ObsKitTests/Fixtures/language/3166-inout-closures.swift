// Compiler test style: closures with inout parameters mutate caller storage
let bump: (inout Int) -> Void = { $0 += 1 }
var a = 5
bump(&a)
bump(&a)
print(a)

func modify<T>(_ value: inout T, with f: (inout T) -> Void) {
  f(&value)
}
var list = [3, 1, 2]
modify(&list) { $0.sort() }
print(list)
modify(&list) { $0.append($0.count * 10) }
print(list)

var text = "abc"
let transforms: [(inout String) -> Void] = [
  { $0 = $0.uppercased() },
  { $0 += "!" },
  { s in s = String(s.reversed()) }
]
for t in transforms { t(&text) }
print(text)

struct Stats { var count = 0; var sum = 0 }
var stats = Stats()
let record = { (s: inout Stats, v: Int) in
  s.count += 1
  s.sum += v
}
for v in [4, 5, 6] { record(&stats, v) }
print(stats.count, stats.sum)

func swapWith(_ x: inout Int, _ y: inout Int, using f: (inout Int, inout Int) -> Void) {
  f(&x, &y)
}
var p = 1, q = 2
swapWith(&p, &q) { swap(&$0, &$1) }
print(p, q)
var dict = ["k": 1]
modify(&dict["k", default: 0]) { $0 *= 7 }
print(dict["k"]!)
// expect: 7
// expect: [1, 2, 3]
// expect: [1, 2, 3, 30]
// expect: !CBA
// expect: 3 15
// expect: 2 1
// expect: 7
