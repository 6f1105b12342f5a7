// Compiler test style: ContiguousArray and ArraySlice behavior
// known-gap: line 1: expected "[5, 3, 9, 1, 7, 2] 6 ContiguousArray<Int>", got "[5, 3, 9, 1, 7, 2] 6 Array<Int>"
var ca: ContiguousArray<Int> = [5, 3, 9]
ca.append(1)
ca.append(contentsOf: [7, 2])
print(ca, ca.count, type(of: ca))
ca.sort()
print(ca, ca.first!, ca.last!)
let doubled = ca.map { $0 * 2 }
print(doubled, type(of: doubled))
let arr = Array(ca)
print(arr, type(of: arr))
let back = ContiguousArray(arr.reversed())
print(back)
var c2 = ContiguousArray(repeating: "x", count: 3)
c2.insert("y", at: 1)
c2.remove(at: 0)
print(c2, c2.joined())
print(ContiguousArray<Int>().isEmpty, ContiguousArray(1...4).reduce(0, +))
let slice = arr[1...3]
print(slice, type(of: slice), slice.startIndex, slice[2])
var sliceCopy = slice
sliceCopy[2] = 100
print(slice[2], sliceCopy[2], arr[2])
print(Array(slice), Array(slice).startIndex)
let nestedSlice = slice[2...3]
print(nestedSlice, nestedSlice.indices)
print(ca.firstIndex(of: 7)!, ca.contains(4), ca.filter { $0 > 4 })
var x = ca
x[0] = -1
print(ca[0], x[0])
print(ca == ContiguousArray([1, 2, 3, 5, 7, 9]), ca.elementsEqual(arr.sorted()))

// expect: [5, 3, 9, 1, 7, 2] 6 ContiguousArray<Int>
// expect: [1, 2, 3, 5, 7, 9] 1 9
// expect: [2, 4, 6, 10, 14, 18] Array<Int>
// expect: [1, 2, 3, 5, 7, 9] Array<Int>
// expect: [9, 7, 5, 3, 2, 1]
// expect: ["y", "x", "x"] yxx
// expect: true 10
// expect: [2, 3, 5] ArraySlice<Int> 1 3
// expect: 3 100 3
// expect: [2, 3, 5] 0
// expect: [3, 5] 2..<4
// expect: 4 false [5, 7, 9]
// expect: 1 -1
// expect: true true
