// Swift stdlib test style (Array APIs): partition(by:) pivot and both halves' contents, swapAt including equal indices, and split(whereSeparator:) with empty pieces
var values = [7, 2, 9, 4, 1, 8, 3, 6, 5]
let pivot = values.partition(by: { $0 > 5 })
let low = values[..<pivot].sorted()
let high = values[pivot...].sorted()
print("pivot:", pivot)
print("low:", low, "high:", high)
print("all low ok:", values[..<pivot].allSatisfy { $0 <= 5 })
print("all high ok:", values[pivot...].allSatisfy { $0 > 5 })

var none = [1, 2, 3]
let p1 = none.partition(by: { $0 > 100 })
print("nothing matches:", p1, p1 == none.endIndex)
let p2 = none.partition(by: { _ in true })
print("everything matches:", p2)

var letters = ["a", "b", "c", "d", "e"]
letters.swapAt(0, 4)
print(letters)
letters.swapAt(2, 2)
print(letters)
letters.swapAt(1, 3)
print(letters.joined())

for i in 0..<(letters.count / 2) {
    letters.swapAt(i, letters.count - 1 - i)
}
print("reversed by swaps:", letters.joined())

let text = Array("one, two,,three ,four")
let pieces = text.split(whereSeparator: { $0 == "," || $0 == " " })
print(pieces.map { String($0) })
let kept = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "," })
print(kept.map { String($0) })
let limited = text.split(maxSplits: 1, whereSeparator: { $0 == "," })
print(limited.map { String($0) })

let data = [1, 0, 2, 3, 0, 0, 4]
let groups = data.split(whereSeparator: { $0 == 0 })
print(groups.map { Array($0) }, groups.count)
print(groups.map { $0.startIndex })
let all = data.split(omittingEmptySubsequences: false, whereSeparator: { $0 == 0 })
print(all.map { $0.count })

// expect: pivot: 5
// expect: low: [1, 2, 3, 4, 5] high: [6, 7, 8, 9]
// expect: all low ok: true
// expect: all high ok: true
// expect: nothing matches: 3 true
// expect: everything matches: 0
// expect: ["e", "b", "c", "d", "a"]
// expect: ["e", "b", "c", "d", "a"]
// expect: edcba
// expect: reversed by swaps: abcde
// expect: ["one", "two", "three", "four"]
// expect: ["one", " two", "", "three ", "four"]
// expect: ["one", " two,,three ,four"]
// expect: [[1], [2, 3], [4]] 3
// expect: [0, 2, 6]
// expect: [1, 2, 0, 1]
