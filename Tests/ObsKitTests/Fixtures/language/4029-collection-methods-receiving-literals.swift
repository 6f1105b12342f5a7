// Compiler test style: collection methods receiving literals typed by the element type
// known-gap: needs the compiler check (literal types); unchecked: line 5: expected "[0.0, 1.0, 2.5, 3.0, 4.0]", got "[0, 1.0, 2.5, 3.0, 4]"
let xs: [Double] = [1, 2.5, 3]
print(xs.contains(3), xs.contains(2))
print(xs.firstIndex(of: 2.5)!, xs.firstIndex(of: 1) ?? -1)
print(xs.map { $0 * 2 })
print(xs.filter { $0 > 2 })
var ys = xs
ys.append(4)
ys.insert(0, at: 0)
print(ys)
let zeros = Array(repeating: 0, count: 3)
let dzeros: [Double] = Array(repeating: 0, count: 2)
print(zeros, dzeros, type(of: zeros))

var f: [Float] = []
f += [1, 2]
f.append(contentsOf: [0.5])
print(f)
print(xs.max()!, xs.min()!, xs.sorted(by: >))
let set: Set<Float> = [1, 2, 2]
print(set.count, set.contains(2))
var counts = [String: Double]()
counts["a"] = 1
counts["a", default: 0] += 0.5
print(counts)
print([1, 2, 3].map(Double.init), [4, 5].map { Float($0) / 2 })
let ints = xs.map { Int($0) }
print(ints, type(of: ints))
// expect: true false
// expect: 1 0
// expect: [2.0, 5.0, 6.0]
// expect: [2.5, 3.0]
// expect: [0.0, 1.0, 2.5, 3.0, 4.0]
// expect: [0, 0, 0] [0.0, 0.0] Array<Int>
// expect: [1.0, 2.0, 0.5]
// expect: 3.0 1.0 [3.0, 2.5, 1.0]
// expect: 2 true
// expect: ["a": 1.5]
// expect: [1.0, 2.0, 3.0] [2.0, 2.5]
// expect: [1, 2, 3] Array<Int>
