// Binary search as an extension on sorted RandomAccessCollections, lower bound insertion, and a guessing game (expected output from swiftc 6.3.1 on Linux)
extension RandomAccessCollection where Element: Comparable {
    func binarySearch(for target: Element) -> Index? {
        var low = startIndex
        var high = endIndex
        while low < high {
            let mid = index(low, offsetBy: distance(from: low, to: high) / 2)
            if self[mid] == target { return mid }
            if self[mid] < target { low = index(after: mid) } else { high = mid }
        }
        return nil
    }

    func lowerBound(of target: Element) -> Index {
        var low = startIndex
        var high = endIndex
        while low < high {
            let mid = index(low, offsetBy: distance(from: low, to: high) / 2)
            if self[mid] < target { low = index(after: mid) } else { high = mid }
        }
        return low
    }
}

func guessNumber(secret: Int, in range: ClosedRange<Int>) -> [Int] {
    var low = range.lowerBound, high = range.upperBound
    var guesses: [Int] = []
    while low <= high {
        let guess = low + (high - low) / 2
        guesses.append(guess)
        if guess == secret { break }
        if guess < secret { low = guess + 1 } else { high = guess - 1 }
    }
    return guesses
}

let primes = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
for target in [2, 19, 37, 20, 1, 40] {
    if let i = primes.binarySearch(for: target) {
        print("\(target) found at \(i)")
    } else {
        print("\(target) missing, would insert at \(primes.lowerBound(of: target))")
    }
}

let names = ["avery", "blake", "casey", "drew", "emery", "finley"]
print(names.binarySearch(for: "drew") as Any, names.binarySearch(for: "zed") as Any)

var sorted: [Int] = []
for n in [50, 20, 70, 20, 10, 60] {
    sorted.insert(n, at: sorted.lowerBound(of: n))
}
print(sorted)

let slice = primes[4...9]
print(slice.binarySearch(for: 23) as Any, slice.lowerBound(of: 4))

for secret in [1, 37, 64, 100] {
    let g = guessNumber(secret: secret, in: 1...100)
    print("secret \(secret): \(g.count) guesses \(g)")
}

// expect: 2 found at 0
// expect: 19 found at 7
// expect: 37 found at 11
// expect: 20 missing, would insert at 8
// expect: 1 missing, would insert at 0
// expect: 40 missing, would insert at 12
// expect: Optional(3) nil
// expect: [10, 20, 20, 50, 60, 70]
// expect: Optional(8) 4
// expect: secret 1: 6 guesses [50, 25, 12, 6, 3, 1]
// expect: secret 37: 3 guesses [50, 25, 37]
// expect: secret 64: 7 guesses [50, 75, 62, 68, 65, 63, 64]
// expect: secret 100: 7 guesses [50, 75, 88, 94, 97, 99, 100]
