// Apple docs style (ArraySlice): slices share indices with the original array
let absences = [0, 2, 0, 4, 0, 3, 1, 0]
let midpoint = absences.count / 2

let firstHalf = absences[..<midpoint]
let secondHalf = absences[midpoint...]

let firstHalfSum = firstHalf.reduce(0, +)
let secondHalfSum = secondHalf.reduce(0, +)
if firstHalfSum > secondHalfSum {
    print("More absences in the first half.")
} else {
    print("More absences in the second half.")
}

// Slice indices start where the slice starts
print(secondHalf.startIndex, secondHalf.endIndex)
print(secondHalf.first!, secondHalf[secondHalf.startIndex], secondHalf[5])

if let i = absences.firstIndex(where: { $0 > 0 }) {
    let absencesAfterFirst = absences[(i + 1)...]
    if let j = absencesAfterFirst.firstIndex(where: { $0 > 0 }) {
        print("The first day with absences had \(absences[i]).")
        print("The second day with absences had \(absences[j]).")
        print("indices:", i, j)
    }
}

// Iterating a slice's indices
let window = absences[2..<6]
var pairs: [String] = []
for idx in window.indices {
    pairs.append("\(idx):\(window[idx])")
}
print(pairs.joined(separator: " "))

// Converting to Array resets the indices
let copy = Array(window)
print(copy.startIndex, copy.indices, window.indices)

// Sliding window sums using slices
func windowSums(_ values: [Int], size: Int) -> [Int] {
    guard size > 0, values.count >= size else { return [] }
    return (0...(values.count - size)).map { start in
        values[start..<(start + size)].reduce(0, +)
    }
}
print(windowSums(absences, size: 3))

// Binary search over a slice, recursing on sub-slices
func contains(_ target: Int, in slice: ArraySlice<Int>) -> Bool {
    guard !slice.isEmpty else { return false }
    let mid = slice.startIndex + slice.count / 2
    if slice[mid] == target { return true }
    return slice[mid] < target
        ? contains(target, in: slice[(mid + 1)...])
        : contains(target, in: slice[..<mid])
}
let sorted = [1, 4, 9, 16, 25, 36, 49]
print([4, 5, 49, 0].map { contains($0, in: sorted[...]) })

// Mutating a slice copy leaves the array alone
var part = sorted[1...3]
part[2] = 99
print(part, sorted[2])

// expect: More absences in the first half.
// expect: 4 8
// expect: 0 0 3
// expect: The first day with absences had 2.
// expect: The second day with absences had 4.
// expect: indices: 1 3
// expect: 2:0 3:4 4:0 5:3
// expect: 0 0..<4 2..<6
// expect: [2, 6, 4, 7, 4, 4]
// expect: [true, false, true, false]
// expect: [4, 99, 16] 9
