// Swift book style: AsyncSequence map, filter, prefix and compactMap chains
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

let doubled = Numbers(upTo: 5).map { $0 * 2 }
for await d in doubled { print("doubled \(d)") }

let labels = Numbers(upTo: 10)
    .filter { $0 % 3 == 0 }
    .map { "item-\($0)" }
for await l in labels { print(l) }

for await p in Numbers(upTo: 100).prefix(3) { print("prefix \(p)") }

let parsed = Numbers(upTo: 6).compactMap { $0.isMultiple(of: 2) ? String($0) : nil }
var parts: [String] = []
for await s in parsed { parts.append(s) }
print(parts.joined(separator: "|"))

for await x in Numbers(upTo: 6).dropFirst(4) { print("after drop \(x)") }
let m = await Numbers(upTo: 7).max()
print("max: \(m!)")
let all = await Numbers(upTo: 4).allSatisfy { $0 < 5 }
print("all < 5: \(all)")
// expect: doubled 2
// expect: doubled 4
// expect: doubled 6
// expect: doubled 8
// expect: doubled 10
// expect: item-3
// expect: item-6
// expect: item-9
// expect: prefix 1
// expect: prefix 2
// expect: prefix 3
// expect: 2|4|6
// expect: after drop 5
// expect: after drop 6
// expect: max: 7
// expect: all < 5: true
