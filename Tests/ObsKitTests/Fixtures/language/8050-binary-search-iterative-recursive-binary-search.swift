// Rosetta Code style (Binary search): iterative and recursive binary search as Collection extensions
extension RandomAccessCollection where Element: Comparable {
    func binarySearch(_ target: Element) -> Index? {
        var lo = startIndex, hi = endIndex
        while lo < hi {
            let mid = index(lo, offsetBy: distance(from: lo, to: hi) / 2)
            if self[mid] == target { return mid }
            if self[mid] < target { lo = index(after: mid) } else { hi = mid }
        }
        return nil
    }
    func lowerBound(_ target: Element) -> Index {
        var lo = startIndex, hi = endIndex
        while lo < hi {
            let mid = index(lo, offsetBy: distance(from: lo, to: hi) / 2)
            if self[mid] < target { lo = index(after: mid) } else { hi = mid }
        }
        return lo
    }
}
func recursiveSearch(_ a: [Int], _ x: Int, _ lo: Int, _ hi: Int) -> Int? {
    guard lo <= hi else { return nil }
    let mid = (lo + hi) / 2
    if a[mid] == x { return mid }
    return a[mid] > x ? recursiveSearch(a, x, lo, mid - 1) : recursiveSearch(a, x, mid + 1, hi)
}
let data = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
for x in [2, 13, 37, 4, 40] {
    let i = data.binarySearch(x)
    print("\(x): \(i.map(String.init) ?? "not found") / \(recursiveSearch(data, x, 0, data.count - 1) as Any)")
}
print("lower bounds:", [0, 6, 13, 50].map { data.lowerBound($0) })
let words = ["ant", "bee", "cat", "dog", "eel"]
print(words.binarySearch("cat") ?? -1, words.binarySearch("cow") ?? -1)
let slice = data[4..<10]
print(slice.binarySearch(17) as Any, slice.lowerBound(12))
// expect: 2: 0 / Optional(0)
// expect: 13: 5 / Optional(5)
// expect: 37: 11 / Optional(11)
// expect: 4: not found / nil
// expect: 40: not found / nil
// expect: lower bounds: [0, 3, 5, 12]
// expect: 2 -1
// expect: Optional(6) 5
