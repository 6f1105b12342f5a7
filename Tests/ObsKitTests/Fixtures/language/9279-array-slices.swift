// array-slices
// expected output: swiftc 6.3.1 (Linux), run on this machine
let arr = [10, 20, 30, 40, 50, 60]
let slice = arr[2...4]
print(slice, slice.startIndex, slice.endIndex, slice.indices, slice[2], slice.first!, slice.count)
print(type(of: slice), Array(slice).indices, Array(slice)[0])
let inner = slice[3...]
print(inner, inner.startIndex, inner.first!, inner.last!)
print(arr.prefix(2), arr.suffix(2), arr.dropFirst(2), arr.dropLast(4), arr[..<3], arr[4...], arr.prefix(upTo: 1), arr.suffix(from: 5))
print(arr.indices, arr.startIndex, arr.endIndex, arr.index(after: 2), arr.index(arr.startIndex, offsetBy: 3))
print(slice.firstIndex(of: 40) as Any, slice.firstIndex(where: { $0 > 100 }) as Any, Array(slice).firstIndex(of: 40) as Any)
print(slice.enumerated().map { "\($0.offset):\($0.element)" }, zip(slice.indices, slice).map { "\($0.0):\($0.1)" })
let evenSlices = arr.split(whereSeparator: { $0 % 40 == 0 })
print(evenSlices, evenSlices.map(\.startIndex))

var m = arr
m[1...2] = [0]
print(m, m.count)
m.replaceSubrange(0..<1, with: [1, 2, 3])
print(m)
m.insert(contentsOf: [7, 7], at: 2)
m.removeSubrange(5...)
print(m)
m[..<2] = []
print(m, m.startIndex)

var ms = arr[1..<5]
ms[2] = 99
ms.removeFirst()
print(ms, ms.startIndex, arr)
ms.append(1000)
print(ms, ms.indices)

func sumHalves(_ xs: ArraySlice<Int>) -> (Int, Int) {
    guard xs.count > 1 else { return (xs.first ?? 0, 0) }
    let mid = xs.startIndex + xs.count / 2
    return (xs[..<mid].reduce(0, +), xs[mid...].reduce(0, +))
}
print(sumHalves(arr[...]), sumHalves(arr[1...4]), sumHalves(arr[5...]), sumHalves(arr[3..<3]))

func binarySearch(_ xs: ArraySlice<Int>, _ target: Int) -> Int? {
    guard !xs.isEmpty else { return nil }
    let mid = xs.startIndex + xs.count / 2
    if xs[mid] == target { return mid }
    return xs[mid] < target ? binarySearch(xs[(mid + 1)...], target) : binarySearch(xs[..<mid], target)
}
print([10, 60, 35, 20].map { binarySearch(arr[...], $0) as Any })

let chunks = stride(from: 0, to: arr.count, by: 4).map { arr[$0..<min($0 + 4, arr.count)] }
print(chunks, chunks.map(\.startIndex))
print(Array(arr.reversed()[1...2]), Array(arr.reversed().prefix(2)), arr[1...].reversed().first!)
var emptySlice = arr[3..<3]
print(emptySlice.isEmpty, emptySlice.startIndex, emptySlice.first as Any)
emptySlice.append(5)
print(emptySlice, emptySlice.startIndex)
print(arr.lastIndex(where: { $0 < 35 }) as Any, arr.last(where: { $0 < 35 }) as Any, arr.contains(30), arr.min()!, arr.max()!)

// expect: [30, 40, 50] 2 5 2..<5 30 30 3
// expect: ArraySlice<Int> 0..<3 30
// expect: [40, 50] 3 40 50
// expect: [10, 20] [50, 60] [30, 40, 50, 60] [10, 20] [10, 20, 30] [50, 60] [10] [60]
// expect: 0..<6 0 6 3 3
// expect: Optional(3) nil Optional(1)
// expect: ["0:30", "1:40", "2:50"] ["2:30", "3:40", "4:50"]
// expect: [ArraySlice([10, 20, 30]), ArraySlice([50, 60])] [0, 4]
// expect: [10, 0, 40, 50, 60] 5
// expect: [1, 2, 3, 0, 40, 50, 60]
// expect: [1, 2, 7, 7, 3]
// expect: [7, 7, 3] 0
// expect: [99, 40, 50] 2 [10, 20, 30, 40, 50, 60]
// expect: [99, 40, 50, 1000] 2..<6
// expect: (60, 150) (50, 90) (60, 0) (0, 0)
// expect: [Optional(0), Optional(5), nil, Optional(1)]
// expect: [ArraySlice([10, 20, 30, 40]), ArraySlice([50, 60])] [0, 4]
// expect: [50, 40] [60, 50] 60
// expect: true 3 nil
// expect: [5] 3
// expect: Optional(2) Optional(30) true 10 60
