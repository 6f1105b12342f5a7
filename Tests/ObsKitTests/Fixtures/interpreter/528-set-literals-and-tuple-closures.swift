// A `Set<Item>` written as a literal of `.init(...)` elements; a closure `{ (a, b) in ... }` given one pair
// by library code (`sequence(first:next:)`, SE-0110's exception); `underestimatedCount` of an array and of a
// plain sequence. Expected output: swiftc 6.3.1 on this machine.
struct Tag: Hashable {
    let text: String
}
let tags: Set<Tag> = [.init(text: "swift"), .init(text: "ui"), .init(text: "swift")]
print(tags.count, tags.map(\.text).sorted())
let fibonacci = sequence(first: (0, 1)) { (a, b) in (b, a + b) }.prefix(8).map { pair in pair.0 }
print(fibonacci)
print([1, 2, 3].underestimatedCount, sequence(first: 1) { $0 < 3 ? $0 + 1 : nil }.underestimatedCount)

// expect: 2 ["swift", "ui"]
// expect: [0, 1, 1, 2, 3, 5, 8, 13]
// expect: 3 0
