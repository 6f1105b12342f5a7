// Compiler test style: ArraySlice keeps the base indices; rebasing via Array() resets them
let arr = [10, 20, 30, 40, 50, 60, 70]
let slice = arr[2..<6]
print(slice, slice.startIndex, slice.endIndex, slice.count)
print(slice[2], slice[5])
print(slice.first!, slice.last!)
print(Array(slice.indices))
let sub = slice[3...4]
print(sub, sub.startIndex)
let rebased = Array(slice)
print(rebased.startIndex, rebased[0])

var mslice = arr[1...3]
mslice[2] = 999
mslice.append(1)
print(mslice, mslice.indices, arr)

func sumOf(_ s: ArraySlice<Int>) -> Int {
    guard let first = s.first else { return 0 }
    return first + sumOf(s.dropFirst())
}
print(sumOf(arr[...]), sumOf(arr[4...]))
let mid = arr.count / 2
let (left, right) = (arr[..<mid], arr[mid...])
print(left.endIndex == right.startIndex, right.startIndex)
print(slice.firstIndex(of: 40)!, slice.map { $0 / 10 })
// expect: [30, 40, 50, 60] 2 6 4
// expect: 30 60
// expect: 30 60
// expect: [2, 3, 4, 5]
// expect: [40, 50] 3
// expect: 0 30
// expect: [20, 999, 40, 1] 1..<5 [10, 20, 30, 40, 50, 60, 70]
// expect: 280 180
// expect: true 3
// expect: 3 [3, 4, 5, 6]
