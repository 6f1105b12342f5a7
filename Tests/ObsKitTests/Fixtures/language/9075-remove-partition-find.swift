// Compiler test style: mutating collection algorithms — removeAll(where:), partition(by:) pivot results, firstIndex/lastIndex, and removeFirst/removeLast variants
var numbers = Array(1...12)
numbers.removeAll(where: { $0 % 3 == 0 })
print(numbers)

var names = ["ann", "Bob", "cy", "Dee", "eve"]
names.removeAll { $0.first!.isUppercase }
print(names)

// partition(by:) moves matching elements to the end and returns the pivot.
var p = [5, 1, 8, 3, 9, 2, 7]
let pivot = p.partition(by: { $0 > 4 })
print(pivot, p[..<pivot].sorted(), p[pivot...].sorted())
print(p[..<pivot].allSatisfy { $0 <= 4 }, p[pivot...].allSatisfy { $0 > 4 })

var none = [1, 2, 3]
print(none.partition(by: { $0 > 10 }), none.count)
var all = [1, 2, 3]
print(all.partition(by: { $0 > 0 }))

// partition on a slice returns an index into the base.
var base = [10, 11, 12, 13, 14, 15, 16]
let pv = base[2...5].partition(by: { $0 % 2 == 0 })
print(pv, base[..<2], base[6...])
print(base[2..<pv].allSatisfy { $0 % 2 == 1 }, base[pv..<6].allSatisfy { $0 % 2 == 0 })

// firstIndex / lastIndex.
let letters = Array("mississippi")
print(letters.firstIndex(of: "s")!, letters.lastIndex(of: "s")!)
print(letters.firstIndex(where: { $0 == "p" })!, letters.lastIndex(where: { $0 == "i" })!)
print(letters.firstIndex(of: "z") as Any)
let slice = letters[3...7]
print(slice.firstIndex(of: "i")!, slice.lastIndex(of: "s")!)

// removeFirst(n)/removeLast(n)/popLast.
var queue = Array("abcdefg")
let head = queue.removeFirst()
queue.removeFirst(2)
let tail = queue.removeLast()
queue.removeLast(1)
print(head, tail, String(queue), queue.popLast().map(String.init) ?? "-")
var empty: [Int] = []
print(empty.popLast() as Any, empty.first as Any)

// remove(at:) and insert(contentsOf:at:) and replaceSubrange.
var arr = [1, 2, 3, 4, 5]
let removed = arr.remove(at: 1)
arr.insert(contentsOf: [20, 21], at: 1)
arr.replaceSubrange(3..<5, with: [99])
print(removed, arr)
arr.removeSubrange(0..<2)
print(arr)

// Strings also support removeAll(where:).
var sentence = "Hello, World! 123"
sentence.removeAll(where: { $0.isPunctuation || $0.isNumber })
print("[\(sentence)]")

// expect: [1, 2, 4, 5, 7, 8, 10, 11]
// expect: ["ann", "cy", "eve"]
// expect: 3 [1, 2, 3] [5, 7, 8, 9]
// expect: true true
// expect: 3 3
// expect: 0
// expect: 4 [10, 11] [16]
// expect: true true
// expect: 2 6
// expect: 8 10
// expect: nil
// expect: 4 6
// expect: a g de e
// expect: nil nil
// expect: 2 [1, 20, 21, 99, 5]
// expect: [21, 99, 5]
// expect: [Hello World ]
