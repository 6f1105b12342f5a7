// Apple docs style (ArraySlice): slices share indices with the base array
let absences = [0, 2, 0, 4, 0, 3, 1, 0]
let midpoint = absences.count / 2

let firstHalf = absences[..<midpoint]
let secondHalf = absences[midpoint...]
print("firstHalf:", firstHalf, "startIndex:", firstHalf.startIndex, "endIndex:", firstHalf.endIndex)
print("secondHalf:", secondHalf, "startIndex:", secondHalf.startIndex, "endIndex:", secondHalf.endIndex)

let firstHalfSum = firstHalf.reduce(0, +)
let secondHalfSum = secondHalf.reduce(0, +)
if firstHalfSum > secondHalfSum {
    print("More absences in the first half.")
} else {
    print("More absences in the second half.")
}

if let i = secondHalf.firstIndex(where: { $0 > 0 }) {
    print("first nonzero in second half at base index \(i): \(absences[i])")
}
print("secondHalf[5] =", secondHalf[5])

let middle = absences[2..<6]
print("middle indices:", Array(middle.indices))
for (offset, index) in middle.indices.enumerated() {
    print("  offset \(offset) -> index \(index) value \(middle[index])")
}

let rebased = Array(middle)
print("rebased startIndex:", rebased.startIndex, "first:", rebased[0])

var mutableSlice = absences[1...3]
mutableSlice[2] = 99
print("mutated slice:", mutableSlice, "base unchanged:", absences[2])

let dropped = absences.dropFirst(3).dropLast(2)
print("dropFirst(3).dropLast(2):", dropped, "indices:", dropped.startIndex..<dropped.endIndex)

let prefix = absences.prefix(3)
let suffix = absences.suffix(3)
print("prefix(3):", prefix, "suffix(3):", suffix, "suffix start:", suffix.startIndex)

let nested = middle[3...4]
print("slice of slice:", nested, type(of: nested))
print("isEmpty slice:", absences[4..<4].isEmpty)
print("slice == array:", Array(absences[0..<2]) == [0, 2])
print("elementsEqual:", middle.elementsEqual([0, 4, 0, 3]))
// expect: firstHalf: [0, 2, 0, 4] startIndex: 0 endIndex: 4
// expect: secondHalf: [0, 3, 1, 0] startIndex: 4 endIndex: 8
// expect: More absences in the first half.
// expect: first nonzero in second half at base index 5: 3
// expect: secondHalf[5] = 3
// expect: middle indices: [2, 3, 4, 5]
// expect:   offset 0 -> index 2 value 0
// expect:   offset 1 -> index 3 value 4
// expect:   offset 2 -> index 4 value 0
// expect:   offset 3 -> index 5 value 3
// expect: rebased startIndex: 0 first: 0
// expect: mutated slice: [2, 99, 4] base unchanged: 0
// expect: dropFirst(3).dropLast(2): [4, 0, 3] indices: 3..<6
// expect: prefix(3): [0, 2, 0] suffix(3): [3, 1, 0] suffix start: 5
// expect: slice of slice: [4, 0] ArraySlice<Int>
// expect: isEmpty slice: true
// expect: slice == array: true
// expect: elementsEqual: true
