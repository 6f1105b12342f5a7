// Algorithm Club style (elementary sorts): generic insertion sort and selection sort over inout arrays with a comparator, counting swaps and comparisons
struct SortStats { var comparisons = 0; var swaps = 0 }

func insertionSort<T>(_ a: inout [T], by less: (T, T) -> Bool) -> SortStats {
    var stats = SortStats()
    guard a.count > 1 else { return stats }
    for i in 1..<a.count {
        var j = i
        while j > 0 {
            stats.comparisons += 1
            guard less(a[j], a[j - 1]) else { break }
            a.swapAt(j, j - 1)
            stats.swaps += 1
            j -= 1
        }
    }
    return stats
}

func selectionSort<T: Comparable>(_ a: inout [T]) -> SortStats {
    var stats = SortStats()
    for i in a.indices.dropLast() {
        var lowest = i
        for j in (i + 1)..<a.count {
            stats.comparisons += 1
            if a[j] < a[lowest] { lowest = j }
        }
        if lowest != i { a.swapAt(i, lowest); stats.swaps += 1 }
    }
    return stats
}

var numbers = [8, 3, 5, 1, 9, 2, 7]
let s1 = insertionSort(&numbers, by: <)
print(numbers, s1.comparisons, s1.swaps)

var descending = [8, 3, 5, 1, 9, 2, 7]
_ = insertionSort(&descending, by: >)
print(descending)

var names = ["mia", "Zoe", "al", "Bea", "kai"]
let s2 = selectionSort(&names)
print(names, s2)

var lowered = names
_ = insertionSort(&lowered) { $0.lowercased() < $1.lowercased() }
print(lowered)

var already = Array(1...6)
print(insertionSort(&already, by: <).comparisons, selectionSort(&already).swaps)

struct Card { let rank: Int; let suit: Character }
var hand = [Card(rank: 5, suit: "h"), Card(rank: 2, suit: "s"), Card(rank: 5, suit: "c"), Card(rank: 2, suit: "d")]
_ = insertionSort(&hand) { $0.rank < $1.rank }
print(hand.map { "\($0.rank)\($0.suit)" }.joined(separator: " "), "(stable)")

// expect: [1, 2, 3, 5, 7, 8, 9] 15 11
// expect: [9, 8, 7, 5, 3, 2, 1]
// expect: ["Bea", "Zoe", "al", "kai", "mia"] SortStats(comparisons: 10, swaps: 2)
// expect: ["al", "Bea", "kai", "mia", "Zoe"]
// expect: 5 0
// expect: 2s 2d 5h 5c (stable)
