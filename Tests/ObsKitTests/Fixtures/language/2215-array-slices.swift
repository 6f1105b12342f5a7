// Compiler test style (stdlib): ArraySlice indices, startIndex/endIndex preserved, Array(slice), slice mutation, indices
let queue = [10, 20, 30, 40, 50, 60, 70]
let window = queue[2..<5]
print(window, window.startIndex, window.endIndex, window.count)
print(window.first!, window.last!, window[2], window[4])
print(Array(window.indices), window.firstIndex(of: 40)!)

let tail = queue.dropFirst(3)
print(tail.startIndex, tail[tail.startIndex], Array(tail))
let nestedSlice = tail.dropFirst().dropLast()
print(nestedSlice, nestedSlice.startIndex, nestedSlice.endIndex)

var mutableSlice = queue[1...3]
mutableSlice[2] = 99
mutableSlice.append(100)
print(mutableSlice, mutableSlice.indices, queue[2])
mutableSlice.removeFirst()
print(mutableSlice.startIndex, mutableSlice)

var numbers = Array(1...8)
numbers[2...4] = [0]
print(numbers)
numbers[1..<1] = [7, 7]
print(numbers)
numbers[numbers.count - 2 ..< numbers.count].sort(by: >)
print(numbers)
numbers[...2].reverse()
print(numbers)

let rebased = Array(window)
print(rebased.startIndex, rebased[0], type(of: window), type(of: rebased))
print(queue.indices, queue.indices.reversed().first!, queue.index(after: 3), queue.index(queue.startIndex, offsetBy: 4))
print(queue[queue.index(before: queue.endIndex)], queue.distance(from: 1, to: 5))
print(window == [30, 40, 50][...], window.elementsEqual([30, 40, 50]))
let halves = (queue[..<3], queue[3...])
print(halves.0.reduce(0, +), halves.1.reduce(0, +), halves.1.map { $0 / 10 })

// expect: [30, 40, 50] 2 5 3
// expect: 30 50 30 50
// expect: [2, 3, 4] 3
// expect: 3 40 [40, 50, 60, 70]
// expect: [50, 60] 4 6
// expect: [20, 99, 40, 100] 1..<5 30
// expect: 2 [99, 40, 100]
// expect: [1, 2, 0, 6, 7, 8]
// expect: [1, 7, 7, 2, 0, 6, 7, 8]
// expect: [1, 7, 7, 2, 0, 6, 8, 7]
// expect: [7, 7, 1, 2, 0, 6, 8, 7]
// expect: 0 30 ArraySlice<Int> Array<Int>
// expect: 0..<7 6 4 4
// expect: 70 4
// expect: true true
// expect: 60 220 [4, 5, 6, 7]
