// Compiler test style: generic algorithms on MutableCollection/RandomAccessCollection with inout
func swapPair<T>(_ a: inout T, _ b: inout T) { let t = a; a = b; b = t }
var x = 1, y = 2
swapPair(&x, &y)
print(x, y)
var s1 = "a", s2 = "b"
swapPair(&s1, &s2)
print(s1, s2)

extension MutableCollection where Self: BidirectionalCollection {
    mutating func reverseInPlace() {
        var i = startIndex, j = index(before: endIndex)
        while i < j { swapAt(i, j); formIndex(after: &i); formIndex(before: &j) }
    }
}
extension MutableCollection where Self: RandomAccessCollection, Element: Comparable {
    mutating func insertionSort() {
        guard count > 1 else { return }
        for i in indices.dropFirst() {
            var j = i
            while j > startIndex, self[index(before: j)] > self[j] {
                swapAt(index(before: j), j); formIndex(before: &j)
            }
        }
    }
}
var arr = [5, 3, 9, 1, 4]
arr.reverseInPlace(); print(arr)
arr.insertionSort(); print(arr)
var chars = Array("swift")
chars.insertionSort(); print(String(chars))
var slice = [9, 8, 7, 6, 5][1...3]
slice.insertionSort(); print(Array(slice), slice.startIndex)
slice.reverseInPlace(); print(Array(slice))

func rotate<C: MutableCollection>(_ c: inout C, by k: Int) where C: RandomAccessCollection {
    let copy = Array(c); let n = copy.count
    guard n > 0 else { return }
    for (off, i) in c.indices.enumerated() { c[i] = copy[(off + k) % n] }
}
var r = [1, 2, 3, 4]
rotate(&r, by: 1); print(r)
rotate(&r, by: 6); print(r)

func modify<T>(_ xs: inout [T], at i: Int, with f: (inout T) -> Void) { f(&xs[i]) }
var names = ["a", "b"]
modify(&names, at: 1) { $0 += "!" }
print(names)
var nested = [[1], [2]]
modify(&nested, at: 0) { $0.append(10) }
print(nested)

func binarySearch<C: RandomAccessCollection>(_ c: C, _ v: C.Element) -> C.Index? where C.Element: Comparable {
    var lo = c.startIndex, hi = c.endIndex
    while lo < hi {
        let mid = c.index(lo, offsetBy: c.distance(from: lo, to: hi) / 2)
        if c[mid] == v { return mid } else if c[mid] < v { lo = c.index(after: mid) } else { hi = mid }
    }
    return nil
}
print(binarySearch([1, 3, 5, 7, 9], 7) as Any, binarySearch([1, 3, 5], 4) as Any)
print(binarySearch(["a", "c", "e"], "a") as Any)
// expect: 2 1
// expect: b a
// expect: [4, 1, 9, 3, 5]
// expect: [1, 3, 4, 5, 9]
// expect: fistw
// expect: [6, 7, 8] 1
// expect: [8, 7, 6]
// expect: [2, 3, 4, 1]
// expect: [4, 1, 2, 3]
// expect: ["a", "b!"]
// expect: [[1, 10], [2]]
// expect: Optional(3) nil
// expect: Optional(0)
