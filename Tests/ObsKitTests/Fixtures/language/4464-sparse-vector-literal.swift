// Swift book style: a sparse vector built from a dictionary literal that acts as a Collection
struct SparseVector: RandomAccessCollection, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    let length: Int
    private var storage: [Int: Double]

    init(length: Int) {
        self.length = length
        storage = [:]
    }

    init(dictionaryLiteral elements: (Int, Double)...) {
        var s: [Int: Double] = [:]
        var maxIndex = -1
        for (i, v) in elements {
            s[i] = v
            maxIndex = Swift.max(maxIndex, i)
        }
        storage = s
        length = maxIndex + 1
    }

    var startIndex: Int { 0 }
    var endIndex: Int { length }

    subscript(i: Int) -> Double {
        get { storage[i] ?? 0 }
        set {
            if newValue == 0 { storage[i] = nil } else { storage[i] = newValue }
        }
    }

    var nonZeroCount: Int { storage.count }

    func dot(_ other: SparseVector) -> Double {
        var sum = 0.0
        for (i, v) in storage where i < other.length {
            sum += v * other[i]
        }
        return sum
    }

    var description: String {
        let parts = storage.keys.sorted().map { "\($0):\(storage[$0]!)" }
        return "[" + parts.joined(separator: ", ") + "] len=\(length)"
    }
}

var v: SparseVector = [0: 1.5, 4: -2.0, 9: 3.0]
print(v)
print(v.count, v.nonZeroCount)
print(Array(v))
print(v[4], v[5])

v[5] = 0.5
v[0] = 0
print(v)
print(v.reduce(0, +))
print(v.indices.filter { v[$0] != 0 })

let w: SparseVector = [4: 10, 5: 2, 20: 1]
print(v.dot(w), w.dot(v))

print(v.max()!, v.min()!)
print(v.firstIndex(where: { $0 < 0 })!)
print(v.lastIndex(where: { $0 > 0 })!)
print(v[3...6].map { $0 })
print(v.reversed().prefix(2).map { $0 })

let empty: SparseVector = [:]
print(empty, empty.isEmpty)

var z = SparseVector(length: 4)
for i in z.indices { z[i] = Double(i * i) }
print(z, z.nonZeroCount)
print(zip(z, z.dropFirst()).map { $1 - $0 })
print(z.sorted(by: >))
print(z.contains(9.0), z.contains(2.0))

// expect: [0:1.5, 4:-2.0, 9:3.0] len=10
// expect: 10 3
// expect: [1.5, 0.0, 0.0, 0.0, -2.0, 0.0, 0.0, 0.0, 0.0, 3.0]
// expect: -2.0 0.0
// expect: [4:-2.0, 5:0.5, 9:3.0] len=10
// expect: 1.5
// expect: [4, 5, 9]
// expect: -19.0 -19.0
// expect: 3.0 -2.0
// expect: 4
// expect: 9
// expect: [0.0, -2.0, 0.5, 0.0]
// expect: [3.0, 0.0]
// expect: [] len=0 true
// expect: [1:1.0, 2:4.0, 3:9.0] len=4 3
// expect: [1.0, 3.0, 5.0]
// expect: [9.0, 4.0, 1.0, 0.0]
// expect: true false
