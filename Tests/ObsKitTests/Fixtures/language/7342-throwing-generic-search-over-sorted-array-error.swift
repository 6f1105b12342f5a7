// Exercism style (Binary Search): a throwing generic search over a sorted array with an error enum
enum BinarySearchError: Error {
    case unsorted
    case valueNotFound
}

struct BinarySearch<Element: Comparable> {
    let list: [Element]

    init(_ list: [Element]) throws {
        guard zip(list, list.dropFirst()).allSatisfy({ $0 <= $1 }) else {
            throw BinarySearchError.unsorted
        }
        self.list = list
    }

    func searchFor(_ value: Element) throws -> Int {
        var low = list.startIndex
        var high = list.endIndex - 1
        while low <= high {
            let middle = low + (high - low) / 2
            switch list[middle] {
            case let x where x < value: low = middle + 1
            case let x where x > value: high = middle - 1
            default: return middle
            }
        }
        throw BinarySearchError.valueNotFound
    }
}

let numbers = [1, 3, 4, 6, 8, 9, 11, 144, 233, 377, 610, 987, 1597, 2584, 4181, 6765]
let searcher = try! BinarySearch(numbers)
for target in [6, 1, 6765, 1597, 7, 0, 7000, 144] {
    do {
        print("\(target) at index \(try searcher.searchFor(target))")
    } catch {
        print("\(target): \(error)")
    }
}
do {
    _ = try BinarySearch([1, 3, 2])
} catch BinarySearchError.unsorted {
    print("[1, 3, 2] is not sorted")
}
let words = try BinarySearch(["apple", "banana", "cherry", "date", "fig"])
print("cherry:", (try? words.searchFor("cherry")) ?? -1, "grape:", (try? words.searchFor("grape")) ?? -1)
let empty = try BinarySearch([Double]())
print("empty:", (try? empty.searchFor(1.5)) as Any)

// expect: 6 at index 3
// expect: 1 at index 0
// expect: 6765 at index 15
// expect: 1597 at index 12
// expect: 7: valueNotFound
// expect: 0: valueNotFound
// expect: 7000: valueNotFound
// expect: 144 at index 7
// expect: [1, 3, 2] is not sorted
// expect: cherry: 2 grape: -1
// expect: empty: nil
