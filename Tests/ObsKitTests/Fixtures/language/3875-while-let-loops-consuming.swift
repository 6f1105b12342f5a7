// Swift book style: while let loops consuming stacks and iterators
var stack = [3, 1, 4, 1, 5, 9, 2, 6]
var popped: [Int] = []
while let top = stack.popLast() {
    if top == 1 { continue }
    popped.append(top)
    if top == 4 { break }
}
print("popped \(popped), remaining \(stack)")

var iterator = stride(from: 10, through: 0, by: -3).makeIterator()
while let value = iterator.next() {
    print("value \(value)")
}

var queue = ["a", "bb", "ccc", "", "dddd"]
var lengths = 0
while let first = queue.first, !first.isEmpty {
    lengths += first.count
    queue.removeFirst()
}
print("total length \(lengths), queue now \(queue)")

var n = 27
var steps = 0
repeat {
    n = n % 2 == 0 ? n / 2 : 3 * n + 1
    steps += 1
} while n != 1
print("collatz steps for 27: \(steps)")
// expect: popped [6, 2, 9, 5, 4], remaining [3, 1]
// expect: value 10
// expect: value 7
// expect: value 4
// expect: value 1
// expect: total length 6, queue now ["", "dddd"]
// expect: collatz steps for 27: 111
