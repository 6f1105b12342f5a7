// Advanced Swift style (BidirectionalCollection and RandomAccessCollection): a stepped range type, reversed() and last for free, plus O(1) distance
struct Steps: RandomAccessCollection {
    let start: Int
    let step: Int
    let count: Int

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(i: Int) -> Int { start + i * step }
}

struct Words: BidirectionalCollection {
    let text: [Character]
    var startIndex: Int { 0 }
    var endIndex: Int { text.count }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(i: Int) -> Character { text[i] }
}

let odd = Steps(start: 1, step: 2, count: 8)
print(Array(odd))
print("last:", odd.last!, "reversed:", Array(odd.reversed()))
print("index offset 5:", odd[odd.index(odd.startIndex, offsetBy: 5)])
print("distance:", odd.distance(from: 2, to: 7))
print("suffix 3:", Array(odd.suffix(3)))
print("dropLast 5:", Array(odd.dropLast(5)))
print("lastIndex where < 10:", odd.lastIndex(where: { $0 < 10 })!)
let middle = odd[2..<5]
print("middle:", Array(middle), middle.indices)
print("sum:", odd.reduce(0, +))

let word = Words(text: Array("racecar level"))
print(String(word.reversed()))
print(String(word.reversed()) == String(word.text))
let lastSpace = word.lastIndex(of: " ")!
print("after space:", String(word[word.index(after: lastSpace)...]))
print("before space:", String(word[..<lastSpace]))
var i = word.endIndex
var tail: [Character] = []
while i > word.startIndex, tail.count < 3 {
    word.formIndex(before: &i)
    tail.append(word[i])
}
print(String(tail))

// expect: [1, 3, 5, 7, 9, 11, 13, 15]
// expect: last: 15 reversed: [15, 13, 11, 9, 7, 5, 3, 1]
// expect: index offset 5: 11
// expect: distance: 5
// expect: suffix 3: [11, 13, 15]
// expect: dropLast 5: [1, 3, 5]
// expect: lastIndex where < 10: 4
// expect: middle: [5, 7, 9] 2..<5
// expect: sum: 64
// expect: level racecar
// expect: false
// expect: after space: level
// expect: before space: racecar
// expect: lev
