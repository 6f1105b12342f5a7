// Apple docs style (ContiguousArray): an array type with contiguous storage
// known-gap: line 3: expected "ContiguousArray<Int>", got "Array<Int>"
var primes: ContiguousArray<Int> = [2, 3, 5, 7]
primes.append(11)
primes += [13, 17]
print(primes)
print(primes.count, primes.first!, primes.last!)
print(type(of: primes))

// Same API surface as Array
let doubled = primes.map { $0 * 2 }
print(type(of: doubled), doubled)
let bigOnes = primes.filter { $0 > 6 }
print(bigOnes)

// Building with reserveCapacity
var squares = ContiguousArray<Int>()
squares.reserveCapacity(8)
for n in 1...8 {
    squares.append(n * n)
}
print(squares, squares.capacity >= 8)

// withUnsafeBufferPointer for a fast sum
let total = squares.withUnsafeBufferPointer { buffer -> Int in
    var sum = 0
    for value in buffer {
        sum += value
    }
    return sum
}
print("sum of squares:", total)

// withUnsafeMutableBufferPointer to modify in place
squares.withUnsafeMutableBufferPointer { buffer in
    for i in buffer.indices where i % 2 == 0 {
        buffer[i] = -buffer[i]
    }
}
print(squares)

// A simple stack backed by ContiguousArray
struct Stack<Element> {
    private var storage = ContiguousArray<Element>()
    mutating func push(_ e: Element) { storage.append(e) }
    mutating func pop() -> Element? { storage.popLast() }
    var top: Element? { storage.last }
    var isEmpty: Bool { storage.isEmpty }
}
var stack = Stack<String>()
for word in ["a", "b", "c"] { stack.push(word) }
print(stack.top ?? "-")
var popped: [String] = []
while let w = stack.pop() { popped.append(w) }
print(popped, stack.isEmpty)

// Converting between Array and ContiguousArray
let plain = Array(primes)
let back = ContiguousArray(plain.reversed())
print(plain == Array(back.reversed()), back.prefix(3))

// expect: [2, 3, 5, 7, 11, 13, 17]
// expect: 7 2 17
// expect: ContiguousArray<Int>
// expect: Array<Int> [4, 6, 10, 14, 22, 26, 34]
// expect: [7, 11, 13, 17]
// expect: [1, 4, 9, 16, 25, 36, 49, 64] true
// expect: sum of squares: 204
// expect: [-1, 4, -9, 16, -25, 36, -49, 64]
// expect: c
// expect: ["c", "b", "a"] true
// expect: true [17, 13, 11]
