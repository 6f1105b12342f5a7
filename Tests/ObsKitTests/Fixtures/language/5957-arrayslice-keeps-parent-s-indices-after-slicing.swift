// Swift stdlib test style (Array APIs): ArraySlice keeps the parent's indices after slicing, so startIndex is not zero, and converting with Array(...) rebases them
let base = [100, 101, 102, 103, 104, 105, 106, 107]
let slice = base[3..<7]
print(slice, slice.count)
print(slice.startIndex, slice.endIndex)
print(Array(slice.indices))
print(slice[3], slice[6])
print(slice.first!, slice.last!)
print(slice.firstIndex(of: 105)!)

let sub = slice[4...5]
print(sub, sub.startIndex, sub.endIndex)

let dropped = base.dropFirst(5)
print(dropped.startIndex, dropped[5])

let rebased = Array(slice)
print(rebased.startIndex, rebased[0], rebased.indices)

var mutableSlice = base[2...4]
mutableSlice[3] = -1
mutableSlice.append(999)
print(mutableSlice, mutableSlice.startIndex, mutableSlice.endIndex)
print(base[3])

func sumSlice(_ s: ArraySlice<Int>) -> Int {
    var total = 0
    var i = s.startIndex
    while i < s.endIndex {
        total += s[i]
        i = s.index(after: i)
    }
    return total
}
print(sumSlice(base[1..<4]), sumSlice(base[...]), sumSlice(base[8...]))

for (offset, index) in slice.indices.enumerated() {
    print("offset \(offset) -> index \(index) = \(slice[index])")
}
let zipped = zip(slice.indices, slice).map { "\($0):\($1)" }
print(zipped.joined(separator: " "))

var s2 = base[1...6]
s2.removeFirst()
print(s2.startIndex, s2.first!)
s2.removeLast()
print(s2.endIndex, s2.last!)
print(s2.distance(from: s2.startIndex, to: s2.endIndex))
print(s2.index(s2.startIndex, offsetBy: 2), s2[s2.index(s2.startIndex, offsetBy: 2)])

// expect: [103, 104, 105, 106] 4
// expect: 3 7
// expect: [3, 4, 5, 6]
// expect: 103 106
// expect: 103 106
// expect: 5
// expect: [104, 105] 4 6
// expect: 5 105
// expect: 0 103 0..<4
// expect: [102, -1, 104, 999] 2 6
// expect: 103
// expect: 306 828 0
// expect: offset 0 -> index 3 = 103
// expect: offset 1 -> index 4 = 104
// expect: offset 2 -> index 5 = 105
// expect: offset 3 -> index 6 = 106
// expect: 3:103 4:104 5:105 6:106
// expect: 2 102
// expect: 6 105
// expect: 4
// expect: 4 104
