// WWDC style (AsyncSequence operators): map, filter, prefix, contains and reduce on async sequences
struct Numbers: AsyncSequence {
    typealias Element = Int
    let upTo: Int
    struct AsyncIterator: AsyncIteratorProtocol {
        var i = 0
        let upTo: Int
        mutating func next() async -> Int? {
            i += 1
            return i <= upTo ? i : nil
        }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(upTo: upTo) }
}

let seq = Numbers(upTo: 20)
var firstSquares: [Int] = []
for await sq in seq.filter({ $0 % 3 == 0 }).map({ $0 * $0 }).prefix(4) {
    firstSquares.append(sq)
}
print(firstSquares)

let hasSeven = await seq.contains(7)
let hasFifty = await seq.contains(50)
print(hasSeven, hasFifty)

let total = await seq.reduce(0, +)
print("total:", total)

let firstBig = await seq.first { $0 * $0 > 50 }
print("first big:", firstBig ?? -1)

let minV = await seq.min()
let maxV = await seq.max()
print(minV!, maxV!)

var dropped: [Int] = []
for await x in seq.dropFirst(17) { dropped.append(x) }
print(dropped)
// expect: [9, 36, 81, 144]
// expect: true false
// expect: total: 210
// expect: first big: 8
// expect: 1 20
// expect: [18, 19, 20]
