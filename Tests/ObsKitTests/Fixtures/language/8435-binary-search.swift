// Rosetta-style task: Binary search generic over Comparable, iterative and recursive, plus lower bound
extension RandomAccessCollection where Element: Comparable, Index == Int {
    func binarySearch(_ target: Element) -> Int? {
        var low = startIndex
        var high = endIndex - 1
        while low <= high {
            let mid = low + (high - low) / 2
            if self[mid] == target { return mid }
            if self[mid] < target { low = mid + 1 } else { high = mid - 1 }
        }
        return nil
    }

    func lowerBound(_ target: Element) -> Int {
        var low = startIndex, high = endIndex
        while low < high {
            let mid = (low + high) / 2
            if self[mid] < target { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

func recursiveSearch<T: Comparable>(_ a: [T], _ target: T, _ low: Int, _ high: Int) -> Int? {
    guard low <= high else { return nil }
    let mid = (low + high) / 2
    if a[mid] == target { return mid }
    return a[mid] < target ? recursiveSearch(a, target, mid + 1, high) : recursiveSearch(a, target, low, mid - 1)
}

let numbers = [1, 3, 4, 7, 9, 11, 15, 18, 21, 26, 30]
for target in [7, 1, 30, 8, 0, 31] {
    let iterative = numbers.binarySearch(target).map(String.init) ?? "not found"
    let recursive = recursiveSearch(numbers, target, 0, numbers.count - 1).map(String.init) ?? "not found"
    print("search \(target): iterative \(iterative), recursive \(recursive), insert at \(numbers.lowerBound(target))")
}

let names = ["ada", "alan", "barbara", "edsger", "grace", "linus", "tim"]
print("grace at \(names.binarySearch("grace") ?? -1), ken would go at \(names.lowerBound("ken"))")
let dupes = [1, 2, 2, 2, 3]
print("first 2 in \(dupes) at index \(dupes.lowerBound(2))")

// expect: search 7: iterative 3, recursive 3, insert at 3
// expect: search 1: iterative 0, recursive 0, insert at 0
// expect: search 30: iterative 10, recursive 10, insert at 10
// expect: search 8: iterative not found, recursive not found, insert at 4
// expect: search 0: iterative not found, recursive not found, insert at 0
// expect: search 31: iterative not found, recursive not found, insert at 11
// expect: grace at 4, ken would go at 5
// expect: first 2 in [1, 2, 2, 2, 3] at index 1
