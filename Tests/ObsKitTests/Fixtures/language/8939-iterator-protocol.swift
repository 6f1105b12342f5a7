// Apple docs style (IteratorProtocol): writing a countdown iterator by hand
struct Countdown: Sequence {
    let start: Int

    func makeIterator() -> CountdownIterator {
        CountdownIterator(self)
    }
}

struct CountdownIterator: IteratorProtocol {
    let countdown: Countdown
    var times = 0

    init(_ countdown: Countdown) {
        self.countdown = countdown
    }

    mutating func next() -> Int? {
        let nextNumber = countdown.start - times
        guard nextNumber > 0 else { return nil }
        times += 1
        return nextNumber
    }
}

let threeTwoOne = Countdown(start: 3)
for count in threeTwoOne {
    print("\(count)...")
}

// Using an iterator manually with while let
let animals = ["Antelope", "Butterfly", "Camel", "Dolphin"]
var animalIterator = animals.makeIterator()
while let animal = animalIterator.next() {
    print(animal)
}

// A sequence can be its own iterator
struct Fibs: Sequence, IteratorProtocol {
    var a = 0, b = 1
    let limit: Int
    mutating func next() -> Int? {
        guard a <= limit else { return nil }
        defer { (a, b) = (b, a + b) }
        return a
    }
}
print(Array(Fibs(limit: 50)))
print(Fibs(limit: 1000).filter { $0.isMultiple(of: 2) })

// Sequence algorithms come for free
let c = Countdown(start: 5)
print(c.map { $0 * 10 }, c.contains(3), c.reduce(0, +), c.min()!)
print(c.sorted(), c.first(where: { $0 < 4 })!)
print(Array(c.enumerated()).map { "\($0.offset):\($0.element)" })

// An iterator over pairs of adjacent characters
struct Bigrams: Sequence, IteratorProtocol {
    private var chars: [Character]
    private var i = 0
    init(_ s: String) { chars = Array(s) }
    mutating func next() -> String? {
        guard i + 1 < chars.count else { return nil }
        defer { i += 1 }
        return String([chars[i], chars[i + 1]])
    }
}
print(Array(Bigrams("swift")))
print(Array(Bigrams("a")).isEmpty)

// expect: 3...
// expect: 2...
// expect: 1...
// expect: Antelope
// expect: Butterfly
// expect: Camel
// expect: Dolphin
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: [0, 2, 8, 34, 144, 610]
// expect: [50, 40, 30, 20, 10] true 15 1
// expect: [1, 2, 3, 4, 5] 3
// expect: ["0:5", "1:4", "2:3", "3:2", "4:1"]
// expect: ["sw", "wi", "if", "ft"]
// expect: true
