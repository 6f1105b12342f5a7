// Compiler test style: generic algorithms constrained on Collection where Element: Comparable
func isSorted<C: Collection>(_ c: C) -> Bool where C.Element: Comparable {
    var i = c.startIndex
    guard i != c.endIndex else { return true }
    var j = c.index(after: i)
    while j != c.endIndex {
        if c[j] < c[i] { return false }
        i = j
        j = c.index(after: j)
    }
    return true
}

func binarySearch<C: RandomAccessCollection>(_ c: C, for target: C.Element) -> C.Index?
    where C.Element: Comparable {
    var lo = c.startIndex
    var hi = c.endIndex
    while lo < hi {
        let mid = c.index(lo, offsetBy: c.distance(from: lo, to: hi) / 2)
        if c[mid] == target { return mid }
        if c[mid] < target { lo = c.index(after: mid) } else { hi = mid }
    }
    return nil
}

func argMax<C: Collection>(_ c: C) -> C.Index? where C.Element: Comparable {
    guard var best = c.indices.first else { return nil }
    for i in c.indices where c[i] > c[best] {
        best = i
    }
    return best
}

extension Collection where Element: Comparable {
    func runs() -> [[Element]] {
        var result: [[Element]] = []
        var current: [Element] = []
        for x in self {
            if let last = current.last, x < last {
                result.append(current)
                current = []
            }
            current.append(x)
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}

func merge<T: Comparable>(_ a: [T], _ b: [T]) -> [T] {
    var i = 0, j = 0
    var out: [T] = []
    while i < a.count && j < b.count {
        if a[i] <= b[j] { out.append(a[i]); i += 1 } else { out.append(b[j]); j += 1 }
    }
    out += a[i...]
    out += b[j...]
    return out
}

func mergeSort<T: Comparable>(_ a: [T]) -> [T] {
    if a.count <= 1 { return a }
    let mid = a.count / 2
    return merge(mergeSort(Array(a[..<mid])), mergeSort(Array(a[mid...])))
}

print(isSorted([1, 2, 2, 5]), isSorted([3, 1]), isSorted([Int]()))
print(isSorted("abcz"), isSorted("hello"))
print(isSorted(1...100))

let data = [2, 3, 5, 7, 11, 13, 17, 19, 23]
print(binarySearch(data, for: 13) ?? -1)
print(binarySearch(data, for: 4) ?? -1)
print(binarySearch(data[3...], for: 7) ?? -1)
print(binarySearch(["ant", "bee", "cat", "dog"], for: "cat")!)

print(argMax([4, 9, 2, 9, 1])!)
print(argMax([String]()) == nil)
let s = "mississippi"
print(s[argMax(s)!])

print([1, 2, 5, 3, 4, 0, 9].runs())
print("abcabd".runs().map { String($0) })

print(mergeSort([38, 27, 43, 3, 9, 82, 10]))
print(mergeSort(["pear", "apple", "fig", "kiwi"]))
print(mergeSort([3.5, -1.0, 2.25]))

func topK<C: Collection>(_ c: C, _ k: Int) -> [C.Element] where C.Element: Comparable {
    return Array(c.sorted(by: >).prefix(k))
}
print(topK([5, 1, 8, 3, 9, 2], 3))
print(topK("zebra", 2))

// expect: true false true
// expect: true false
// expect: true
// expect: 5
// expect: -1
// expect: 3
// expect: 2
// expect: 1
// expect: true
// expect: s
// expect: [[1, 2, 5], [3, 4], [0, 9]]
// expect: ["abc", "abd"]
// expect: [3, 9, 10, 27, 38, 43, 82]
// expect: ["apple", "fig", "kiwi", "pear"]
// expect: [-1.0, 2.25, 3.5]
// expect: [9, 8, 5]
// expect: ["z", "r"]
