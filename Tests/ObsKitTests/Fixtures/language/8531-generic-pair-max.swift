// Course style (generics drill): Pair<A, B>, generic max function with Comparable constraint
struct Pair<First, Second> {
    let first: First
    let second: Second

    func swapped() -> Pair<Second, First> {
        return Pair<Second, First>(first: second, second: first)
    }
}

extension Pair: Equatable where First: Equatable, Second: Equatable {}

func largest<T: Comparable>(_ items: [T]) -> T? {
    guard var best = items.first else { return nil }
    for item in items.dropFirst() where item > best {
        best = item
    }
    return best
}

func largest<T: Comparable>(_ a: T, _ b: T) -> T {
    return a >= b ? a : b
}

func describePair<A, B>(_ p: Pair<A, B>) -> String {
    return "(\(p.first), \(p.second))"
}

func countMatches<T: Equatable>(_ items: [T], _ target: T) -> Int {
    var count = 0
    for item in items where item == target { count += 1 }
    return count
}

let coordinates = Pair(first: 3, second: 7.5)
print("Pair: \(describePair(coordinates)), swapped: \(describePair(coordinates.swapped()))")

let nameAge = Pair(first: "Rosa", second: 29)
print("\(nameAge.first) is \(nameAge.second)")
print("Equal pairs? \(nameAge == Pair(first: "Rosa", second: 29)), \(nameAge == Pair(first: "Rosa", second: 30))")

print("Largest int: \(largest([4, 19, -2, 11])!)")
print("Largest string: \(largest(["pear", "apple", "quince", "fig"])!)")
print("Largest double: \(largest([2.5, 2.25, 2.75])!)")
print("Largest of empty: \(String(describing: largest([Int]())))")
print("Largest of two: \(largest("cat", "car")), \(largest(10, 10))")

let pairs = [Pair(first: "a", second: 1), Pair(first: "b", second: 2), Pair(first: "a", second: 1)]
print("Matches: \(countMatches(pairs, Pair(first: "a", second: 1)))")
print("Letter matches: \(countMatches(Array("banana"), "a"))")

let scores = [Pair(first: "Nia", second: 88), Pair(first: "Oz", second: 93), Pair(first: "Pim", second: 79)]
let topScore = largest(scores.map { $0.second })!
let winner = scores.first { $0.second == topScore }!
print("Winner: \(winner.first) with \(winner.second)")

// expect: Pair: (3, 7.5), swapped: (7.5, 3)
// expect: Rosa is 29
// expect: Equal pairs? true, false
// expect: Largest int: 19
// expect: Largest string: quince
// expect: Largest double: 2.75
// expect: Largest of empty: nil
// expect: Largest of two: cat, 10
// expect: Matches: 2
// expect: Letter matches: 3
// expect: Winner: Oz with 93
