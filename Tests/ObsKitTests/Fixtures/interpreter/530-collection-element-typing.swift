// A value put into a variable declared as a collection takes its element type: `append(72)` to a
// `[Double]` stores 72.0, as do `+= [5]`, `a[0] = 9`, `insert`, a `Set<Double>`; a dictionary's `default:`
// and values; `[String: Int?]` keeps both optional levels. Expected output: swiftc 6.3.1 on this machine.
var totals: [String: Double] = [:]
totals["a", default: 0] += 1
totals["b"] = 2
totals["b"]! += 1
print(totals.sorted { $0.key < $1.key })
var xs: [Double] = [1, 2]
xs.append(contentsOf: [3, 4])
xs[0] = 9
xs += [5]
print(xs)
var s: Set<Double> = []
s.insert(3)
print(s)
var counts: [String: Int?] = [:]
counts["x"] = .some(nil)
counts["y"] = 3
print(counts.count, counts["x"] as Any, counts["y"] as Any)
var d2: [String: Double] = ["q": 1]
d2["q"] = nil
print(d2)
var opt: [Int?] = []
opt.append(nil)
opt.append(3)
print(opt)
func f() { var local: [Double] = []; local.append(1); print(local) }
f()

// expect: [(key: "a", value: 1.0), (key: "b", value: 3.0)]
// expect: [9.0, 2.0, 3.0, 4.0, 5.0]
// expect: [3.0]
// expect: 2 Optional(nil) Optional(Optional(3))
// expect: [:]
// expect: [nil, Optional(3)]
// expect: [1.0]
