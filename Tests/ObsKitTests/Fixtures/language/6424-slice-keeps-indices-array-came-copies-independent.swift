// Swift Puzzlers style (ArraySlice): a slice keeps the indices of the array it came from, and copies are independent afterwards
var numbers = [10, 20, 30, 40, 50]
let slice = numbers[2...]

// Puzzle: what are the slice's indices and first element?
print(slice, slice.startIndex, slice.endIndex, slice.first!, slice[2])
print(slice.indices.map { $0 }, slice.firstIndex(of: 40)!, Array(slice).firstIndex(of: 40)!)
numbers[2] = 999
print(slice, numbers)

var mslice = numbers[1..<3]
mslice[1] = -1
print(mslice, numbers[1])
let sub = slice.dropFirst()
print(sub.startIndex, sub[sub.startIndex], sub.count)

let suffix = numbers.suffix(2)
print(suffix.startIndex, suffix.map { $0 / 10 })
let enumerated = slice.enumerated().map { "\($0.offset)->\($0.element)" }
let zipped = zip(slice.indices, slice).map { "\($0)->\($1)" }
print(enumerated, zipped)

var arrayCopy = Array(numbers.prefix(3))
arrayCopy.append(0)
print(arrayCopy, numbers.count)
let halves = numbers.split(whereSeparator: { $0 == 999 })
print(halves.map { $0.startIndex }, halves.map(Array.init))
var queue = [1, 2, 3]
let head = queue.removeFirst()
let rest = queue[...]
queue.removeAll()
print(head, rest, queue.isEmpty, rest.startIndex)

// expect: [30, 40, 50] 2 5 30 30
// expect: [2, 3, 4] 3 1
// expect: [30, 40, 50] [10, 20, 999, 40, 50]
// expect: [-1, 999] 20
// expect: 3 40 2
// expect: 3 [4, 5]
// expect: ["0->30", "1->40", "2->50"] ["2->30", "3->40", "4->50"]
// expect: [10, 20, 999, 0] 5
// expect: [0, 3] [[10, 20], [40, 50]]
// expect: 1 [2, 3] true 0
