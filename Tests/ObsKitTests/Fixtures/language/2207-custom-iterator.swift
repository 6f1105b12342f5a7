// Compiler test style (stdlib): IteratorProtocol/Sequence by hand, AnyIterator, AnySequence, underestimatedCount
struct Countdown: Sequence, IteratorProtocol {
    var current: Int
    mutating func next() -> Int? {
        guard current > 0 else { return nil }
        defer { current -= 1 }
        return current
    }
}

struct WordBag: Sequence {
    let words: [String]
    func makeIterator() -> AnyIterator<String> {
        var index = words.count
        return AnyIterator {
            guard index > 0 else { return nil }
            index -= 1
            return words[index].uppercased()
        }
    }
}

let launch = Countdown(current: 4)
print(Array(launch), launch.map { $0 * 10 })
for tick in Countdown(current: 2) { print("tick", tick) }
print(launch.contains(3), launch.reduce(0, +), launch.sorted())

var manual = Countdown(current: 3)
print(manual.next() as Any, manual.next() as Any, manual.current)

let bag = WordBag(words: ["red", "green", "blue"])
print(Array(bag), bag.joined(separator: "-"))
print(bag.first(where: { $0.count > 3 }) ?? "none", bag.underestimatedCount)

var state = 1
let squares = AnyIterator<Int> {
    defer { state += 1 }
    return state <= 5 ? state * state : nil
}
print(Array(squares))

let erased = AnySequence([3, 1, 2])
print(erased.sorted(), erased.map { $0 + 1 }, erased.underestimatedCount)
let erasedGenerated = AnySequence { () -> AnyIterator<Character> in
    var chars = Array("xyz").makeIterator()
    return AnyIterator { chars.next() }
}
print(String(erasedGenerated), Array(erasedGenerated).count)

var iterator = [10, 20, 30].makeIterator()
while let value = iterator.next() {
    print("value", value, terminator: value == 30 ? "\n" : "; ")
}
print(iterator.next() as Any)

// expect: [4, 3, 2, 1] [40, 30, 20, 10]
// expect: tick 2
// expect: tick 1
// expect: true 10 [1, 2, 3, 4]
// expect: Optional(3) Optional(2) 1
// expect: ["BLUE", "GREEN", "RED"] BLUE-GREEN-RED
// expect: BLUE 0
// expect: [1, 4, 9, 16, 25]
// expect: [1, 2, 3] [4, 2, 3] 3
// expect: xyz 3
// expect: value 10; value 20; value 30
// expect: nil
