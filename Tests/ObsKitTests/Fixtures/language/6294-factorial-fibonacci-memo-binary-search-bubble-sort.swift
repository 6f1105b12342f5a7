// University intro course style (recursion and algorithms): factorial, fibonacci with memo, binary search and bubble sort with comments
func factorial(_ n: Int) -> Int {
    n <= 1 ? 1 : n * factorial(n - 1)
}

var memo: [Int: Int] = [:]
func fibonacci(_ n: Int) -> Int {
    if n < 2 { return n }
    if let cached = memo[n] { return cached }
    let value = fibonacci(n - 1) + fibonacci(n - 2)
    memo[n] = value
    return value
}

func binarySearch(_ sorted: [Int], for target: Int) -> Int? {
    var low = 0
    var high = sorted.count - 1
    var steps = 0
    while low <= high {
        steps += 1
        let mid = (low + high) / 2
        if sorted[mid] == target {
            print("  found \(target) in \(steps) steps")
            return mid
        } else if sorted[mid] < target {
            low = mid + 1
        } else {
            high = mid - 1
        }
    }
    print("  \(target) missing after \(steps) steps")
    return nil
}

func bubbleSort(_ input: [Int]) -> (sorted: [Int], swaps: Int) {
    var a = input
    var swaps = 0
    for pass in 0..<a.count {
        var swapped = false
        for i in 0..<(a.count - 1 - pass) where a[i] > a[i + 1] {
            a.swapAt(i, i + 1)
            swaps += 1
            swapped = true
        }
        if !swapped { break }
    }
    return (a, swaps)
}

func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
func isPrime(_ n: Int) -> Bool {
    guard n >= 2 else { return false }
    return !(2..<n).contains { $0 * $0 <= n && n % $0 == 0 }
}

print((0...10).map(factorial))
print((0..<15).map(fibonacci))
print(fibonacci(80))
let data = [3, 8, 15, 21, 34, 42, 57, 63, 78, 91]
print(binarySearch(data, for: 57) as Any)
print(binarySearch(data, for: 4) as Any)
let result = bubbleSort([9, 4, 7, 1, 8, 2])
print(result.sorted, "with", result.swaps, "swaps")
print(gcd(84, 36), gcd(17, 5))
print((1...30).filter(isPrime))

// expect: [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880, 3628800]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377]
// expect: 23416728348467685
// expect:   found 57 in 4 steps
// expect: Optional(6)
// expect:   4 missing after 3 steps
// expect: nil
// expect: [1, 2, 4, 7, 8, 9] with 10 swaps
// expect: 12 1
// expect: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]
