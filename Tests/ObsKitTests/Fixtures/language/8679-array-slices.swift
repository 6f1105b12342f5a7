// Kata style (sliding windows & binary search): ArraySlice keeps its parent's indices
let readings = [3, 8, 1, 9, 4, 7, 2, 6, 5, 10]

let middle = readings[3..<7]
print("slice \(Array(middle)) startIndex=\(middle.startIndex) endIndex=\(middle.endIndex)")
print("middle.first=\(middle.first!) middle[3]=\(middle[3])")
if let maxIndex = middle.indices.max(by: { middle[$0] < middle[$1] }) {
    print("max of slice at original index \(maxIndex)")
}
let tail = readings.dropFirst(6)
print("dropFirst(6) indices: \(Array(tail.indices))")
let rebased = Array(tail)
print("rebased indices: \(Array(rebased.indices))")

func maxWindowSum(_ values: [Int], width: Int) -> (start: Int, sum: Int) {
    var sum = values[..<width].reduce(0, +)
    var best = (start: 0, sum: sum)
    for end in width..<values.count {
        sum += values[end] - values[end - width]
        if sum > best.sum { best = (end - width + 1, sum) }
    }
    return best
}
for width in [2, 3, 4] {
    let w = maxWindowSum(readings, width: width)
    print("width \(width): best window \(readings[w.start..<w.start + width]) sum \(w.sum)")
}

func binarySearch(_ items: ArraySlice<Int>, for target: Int) -> Int? {
    guard !items.isEmpty else { return nil }
    let mid = items.startIndex + items.count / 2
    if items[mid] == target { return mid }
    return items[mid] < target ? binarySearch(items[(mid + 1)...], for: target)
                               : binarySearch(items[..<mid], for: target)
}
let sorted = readings.sorted()
for target in [1, 7, 10, 11] {
    let found = binarySearch(sorted[...], for: target)
    print("search \(target): \(found.map { "index \($0)" } ?? "missing")")
}

var chunks: [ArraySlice<Int>] = []
var cursor = readings.startIndex
while cursor < readings.endIndex {
    let next = min(cursor + 4, readings.endIndex)
    chunks.append(readings[cursor..<next])
    cursor = next
}
for chunk in chunks {
    print("chunk at \(chunk.startIndex): \(Array(chunk)) avg \(chunk.reduce(0, +) / chunk.count)")
}
let pairs = zip(readings, readings.dropFirst()).filter { $1 > $0 }.count
print("increases: \(pairs)")

// expect: slice [9, 4, 7, 2] startIndex=3 endIndex=7
// expect: middle.first=9 middle[3]=9
// expect: max of slice at original index 3
// expect: dropFirst(6) indices: [6, 7, 8, 9]
// expect: rebased indices: [0, 1, 2, 3]
// expect: width 2: best window [5, 10] sum 15
// expect: width 3: best window [6, 5, 10] sum 21
// expect: width 4: best window [2, 6, 5, 10] sum 23
// expect: search 1: index 0
// expect: search 7: index 6
// expect: search 10: index 9
// expect: search 11: missing
// expect: chunk at 0: [3, 8, 1, 9] avg 5
// expect: chunk at 4: [4, 7, 2, 6] avg 4
// expect: chunk at 8: [5, 10] avg 7
// expect: increases: 5
