// Advanced Swift style (Collection protocols): MutableCollection with partition(by:), swapAt, sort on a custom fixed-size buffer
struct Buffer: MutableCollection, RandomAccessCollection {
    var slots: [Int]
    var startIndex: Int { 0 }
    var endIndex: Int { slots.count }
    subscript(i: Int) -> Int {
        get { slots[i] }
        set { slots[i] = newValue }
    }
}

var b = Buffer(slots: [5, 12, 3, 8, 7, 10, 1])
let pivot = b.partition(by: { $0 >= 7 })
print(pivot)
print(b[..<pivot].allSatisfy { $0 < 7 }, b[pivot...].allSatisfy { $0 >= 7 })
print(Array(b[..<pivot]).sorted(), Array(b[pivot...]).sorted())
b.swapAt(0, b.count - 1)
b.sort()
print(b.slots)
b.reverse()
print(b.slots)
b[2] = 100
print(b.slots, b.firstIndex(of: 100)!)
b[1...3].sort()
print(b.slots)

extension MutableCollection {
    mutating func mapInPlace(_ f: (inout Element) -> Void) {
        var i = startIndex
        while i != endIndex {
            f(&self[i])
            formIndex(after: &i)
        }
    }
}
b.mapInPlace { $0 *= 2 }
print(b.slots)
var words = ["pear", "fig", "apple", "kiwi", "banana"]
let p = words.partition(by: { $0.count > 4 })
print(p, words[..<p].sorted(), words[p...].sorted())
var chars = Array("hello")
chars.mapInPlace { $0 = $0 == "l" ? "L" : $0 }
print(String(chars))
var arr = [4, 2, 9]
arr[0..<2].reverse()
print(arr)

// expect: 3
// expect: true true
// expect: [1, 3, 5] [7, 8, 10, 12]
// expect: [1, 3, 5, 7, 8, 10, 12]
// expect: [12, 10, 8, 7, 5, 3, 1]
// expect: [12, 10, 100, 7, 5, 3, 1] 2
// expect: [12, 7, 10, 100, 5, 3, 1]
// expect: [24, 14, 20, 200, 10, 6, 2]
// expect: 3 ["fig", "kiwi", "pear"] ["apple", "banana"]
// expect: heLLo
// expect: [2, 4, 9]
