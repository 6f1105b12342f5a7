// ArraySlice index behaviour, prefix/suffix family, split variants, slices of slices
// expected output: swiftc 6.3.1 (Linux), run on this machine
let arr = Array(10...19)
let mid = arr[3..<7]
print(mid, mid.startIndex, mid.endIndex, mid.indices, mid.first!, mid[4])
let inner = mid.dropFirst().dropLast()
print(inner, inner.startIndex, Array(inner).startIndex, inner.count)
print(mid.firstIndex(of: 15) as Any, Array(mid).firstIndex(of: 15) as Any)

print(arr.prefix(3), arr.suffix(2), arr.dropFirst(8), arr.dropLast(7), arr.prefix(0), arr.suffix(50).count)
print(arr.prefix(while: { $0 < 13 }), arr.drop(while: { $0 < 17 }), arr.prefix(through: 2), arr.suffix(from: 8))
print(arr[...2], arr[8...], arr[..<1])

var slice = arr[2...5]
slice[3] = 99
slice.append(100)
print(slice, slice.indices, arr[3])

let text = "a,b,,c,"
print(text.split(separator: ","), text.split(separator: ",", omittingEmptySubsequences: false))
print(text.split(separator: ",", maxSplits: 1), text.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false))
let nums = [1, 0, 2, 3, 0, 0, 4]
print(nums.split(separator: 0), nums.split(whereSeparator: { $0 > 2 }))
print(nums.split(separator: 0).map { $0.startIndex })

func sum(_ xs: ArraySlice<Int>) -> Int {
    guard let f = xs.first else { return 0 }
    return f + sum(xs.dropFirst())
}
print(sum(arr[...]), sum(arr[5...]))

func binarySearch(_ xs: ArraySlice<Int>, _ target: Int) -> Int? {
    guard !xs.isEmpty else { return nil }
    let m = xs.startIndex + xs.count / 2
    if xs[m] == target { return m }
    return xs[m] < target ? binarySearch(xs[(m + 1)...], target) : binarySearch(xs[..<m], target)
}
print(binarySearch(arr[...], 17) as Any, binarySearch(arr[...], 10) as Any, binarySearch(arr[...], 20) as Any)

var chunks: [ArraySlice<Int>] = []
var i = arr.startIndex
while i < arr.endIndex {
    let j = arr.index(i, offsetBy: 3, limitedBy: arr.endIndex) ?? arr.endIndex
    chunks.append(arr[i..<j])
    i = j
}
print(chunks, chunks.map(\.startIndex))
print(arr.last(where: { $0 % 3 == 0 }) as Any, arr.lastIndex(where: { $0 % 3 == 0 }) as Any)
var m = [5, 6, 7, 8]
m.replaceSubrange(1..<3, with: [0, 0, 0])
m.removeFirst(2)
m.removeLast()
print(m, m.starts(with: [0, 0]), arr.elementsEqual(10..<20))

// expect: [13, 14, 15, 16] 3 7 3..<7 13 14
// expect: [14, 15] 4 0 2
// expect: Optional(5) Optional(2)
// expect: [10, 11, 12] [18, 19] [18, 19] [10, 11, 12] [] 10
// expect: [10, 11, 12] [17, 18, 19] [10, 11, 12] [18, 19]
// expect: [10, 11, 12] [18, 19] [10]
// expect: [12, 99, 14, 15, 100] 2..<7 13
// expect: ["a", "b", "c"] ["a", "b", "", "c", ""]
// expect: ["a", "b,,c,"] ["a", "b", ",c,"]
// expect: [ArraySlice([1]), ArraySlice([2, 3]), ArraySlice([4])] [ArraySlice([1, 0, 2]), ArraySlice([0, 0])]
// expect: [0, 2, 6]
// expect: 145 85
// expect: Optional(7) Optional(0) nil
// expect: [ArraySlice([10, 11, 12]), ArraySlice([13, 14, 15]), ArraySlice([16, 17, 18]), ArraySlice([19])] [0, 3, 6, 9]
// expect: Optional(18) Optional(8)
// expect: [0, 0] true true
