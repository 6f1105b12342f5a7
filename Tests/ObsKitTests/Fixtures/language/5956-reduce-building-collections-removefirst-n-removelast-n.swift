// Swift stdlib test style (Array APIs): reduce(into:) building collections, removeFirst(n)/removeLast(n), dropLast/dropFirst, prefix(while:), suffix(from:) and fixed-size chunks made with stride
let words = ["kiwi", "fig", "banana", "apple", "date", "cherry", "plum"]

let byLength = words.reduce(into: [Int: [String]]()) { result, word in
    result[word.count, default: []].append(word)
}
for key in byLength.keys.sorted() {
    print(key, byLength[key]!)
}
let totals = words.reduce(into: (count: 0, chars: 0)) { acc, w in
    acc.count += 1
    acc.chars += w.count
}
print(totals.count, totals.chars)
let initials = words.reduce(into: "") { $0.append($1.first!) }
print(initials)

var queue = Array(1...10)
queue.removeFirst(3)
print(queue)
let first = queue.removeFirst()
print(first, queue)
queue.removeLast(2)
print(queue)
queue.removeFirst(0)
print(queue.count)

let nums = [1, 3, 5, 6, 7, 9, 10]
print(Array(nums.dropLast()), Array(nums.dropLast(3)), Array(nums.dropLast(100)))
print(Array(nums.dropFirst(2)), Array(nums.dropFirst(0)))
print(Array(nums.prefix(while: { $0 % 2 == 1 })))
print(Array(nums.prefix(while: { $0 > 100 })))
print(Array(nums.drop(while: { $0 < 6 })))
print(Array(nums.suffix(from: 4)), Array(nums.suffix(2)), Array(nums.prefix(2)))
print(Array(nums.prefix(upTo: 2)), Array(nums.prefix(through: 2)))

let items = Array(1...11)
let size = 4
let chunks = stride(from: 0, to: items.count, by: size).map {
    Array(items[$0 ..< min($0 + size, items.count)])
}
print(chunks)
print(chunks.map { $0.reduce(0, +) })
let pairs = stride(from: 0, to: words.count - 1, by: 2).map { (words[$0], words[$0 + 1]) }
for (a, b) in pairs { print("\(a)+\(b)") }

// expect: 3 ["fig"]
// expect: 4 ["kiwi", "date", "plum"]
// expect: 5 ["apple"]
// expect: 6 ["banana", "cherry"]
// expect: 7 32
// expect: kfbadcp
// expect: [4, 5, 6, 7, 8, 9, 10]
// expect: 4 [5, 6, 7, 8, 9, 10]
// expect: [5, 6, 7, 8]
// expect: 4
// expect: [1, 3, 5, 6, 7, 9] [1, 3, 5, 6] []
// expect: [5, 6, 7, 9, 10] [1, 3, 5, 6, 7, 9, 10]
// expect: [1, 3, 5]
// expect: []
// expect: [6, 7, 9, 10]
// expect: [7, 9, 10] [9, 10] [1, 3]
// expect: [1, 3] [1, 3, 5]
// expect: [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11]]
// expect: [10, 26, 30]
// expect: kiwi+fig
// expect: banana+apple
// expect: date+cherry
