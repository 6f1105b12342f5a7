// Concurrency tutorial: reduce, contains, min, max and first on an AsyncSequence
struct Dice: AsyncSequence, AsyncIteratorProtocol {
    typealias Element = Int
    private var rolls: [Int]

    init(_ rolls: [Int]) { self.rolls = rolls }

    mutating func next() async -> Int? {
        rolls.isEmpty ? nil : rolls.removeFirst()
    }

    func makeAsyncIterator() -> Dice { self }
}

let dice = Dice([3, 6, 2, 6, 5, 1, 4])

let total = await dice.reduce(0, +)
print("Total: \(total)")

let hasSix = await dice.contains(6)
print("Contains a six: \(hasSix)")

let hasSeven = await dice.contains { $0 > 6 }
print("Contains more than six: \(hasSeven)")

let lowest = await dice.min()
let highest = await dice.max()
print("Lowest \(lowest!), highest \(highest!)")

let firstEven = await dice.first { $0 % 2 == 0 }
print("First even roll: \(firstEven!)")

let allPositive = await dice.allSatisfy { $0 > 0 }
print("All positive: \(allPositive)")

let counts = await dice.reduce(into: [Int: Int]()) { counts, roll in
    counts[roll, default: 0] += 1
}
for face in counts.keys.sorted() {
    print("face \(face): \(counts[face]!)")
}
// expect: Total: 27
// expect: Contains a six: true
// expect: Contains more than six: false
// expect: Lowest 1, highest 6
// expect: First even roll: 6
// expect: All positive: true
// expect: face 1: 1
// expect: face 2: 1
// expect: face 3: 1
// expect: face 4: 1
// expect: face 5: 1
// expect: face 6: 2
