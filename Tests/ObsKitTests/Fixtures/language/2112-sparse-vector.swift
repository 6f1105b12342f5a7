// Compiler test style: sparse vector Collection with implicit zeros and dictionary storage
struct SparseVector: RandomAccessCollection, MutableCollection {
  var values: [Int: Double] = [:]
  let length: Int

  init(length: Int) { self.length = length }

  var startIndex: Int { 0 }
  var endIndex: Int { length }

  subscript(i: Int) -> Double {
    get { values[i] ?? 0 }
    set {
      if newValue == 0 { values[i] = nil } else { values[i] = newValue }
    }
  }

  var nonZeroCount: Int { values.count }

  static func dot(_ a: SparseVector, _ b: SparseVector) -> Double {
    var total = 0.0
    for (k, v) in a.values.sorted(by: { $0.key < $1.key }) {
      total += v * b[k]
    }
    return total
  }
}

var v = SparseVector(length: 8)
v[1] = 2.5
v[4] = -1.0
v[6] = 3.0
print(Array(v))
print(v.nonZeroCount, v.count)
var w = SparseVector(length: 8)
w[4] = 2.0
w[6] = 0.5
w[7] = 9.0
print(SparseVector.dot(v, w))
v[4] = 0
print(v.nonZeroCount)
print(v.reduce(0, +))
print(v.indices.filter { v[$0] != 0 })
print(v.firstIndex(of: 3.0)!, v.firstIndex(where: { $0 < 0 }) as Any)
print(v.max()!, v.min()!)
v.swapAt(1, 7)
print(Array(v), v.nonZeroCount)
let sorted = v.sorted(by: >)
print(sorted.prefix(3))
print(zip(v, w).map { $0 + $1 })
print(v.elementsEqual(w), v.elementsEqual(v))

// expect: [0.0, 2.5, 0.0, 0.0, -1.0, 0.0, 3.0, 0.0]
// expect: 3 8
// expect: -0.5
// expect: 2
// expect: 5.5
// expect: [1, 6]
// expect: 6 nil
// expect: 3.0 0.0
// expect: [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 3.0, 2.5] 2
// expect: [3.0, 2.5, 0.0]
// expect: [0.0, 0.0, 0.0, 0.0, 2.0, 0.0, 3.5, 11.5]
// expect: false true
