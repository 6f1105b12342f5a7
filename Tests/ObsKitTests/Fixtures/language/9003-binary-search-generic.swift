// Generic binary search over RandomAccessCollection, plus lower bound and search in rotated array
// expected output: swiftc 6.3.1 (Linux), run on this machine
extension RandomAccessCollection where Element: Comparable {
    func binarySearch(for value: Element) -> Index? {
        var low = startIndex
        var high = endIndex
        while low < high {
            let mid = index(low, offsetBy: distance(from: low, to: high) / 2)
            if self[mid] == value {
                return mid
            } else if self[mid] < value {
                low = index(after: mid)
            } else {
                high = mid
            }
        }
        return nil
    }

    func lowerBound(of value: Element) -> Index {
        var low = startIndex, high = endIndex
        while low < high {
            let mid = index(low, offsetBy: distance(from: low, to: high) / 2)
            if self[mid] < value { low = index(after: mid) } else { high = mid }
        }
        return low
    }
}

func searchRotated(_ nums: [Int], _ target: Int) -> Int {
    var lo = 0, hi = nums.count - 1
    while lo <= hi {
        let mid = (lo + hi) / 2
        if nums[mid] == target { return mid }
        if nums[lo] <= nums[mid] {
            if nums[lo] <= target && target < nums[mid] { hi = mid - 1 } else { lo = mid + 1 }
        } else {
            if nums[mid] < target && target <= nums[hi] { lo = mid + 1 } else { hi = mid - 1 }
        }
    }
    return -1
}

let primes = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]
for x in [2, 13, 29, 4, 30] {
    if let i = primes.binarySearch(for: x) {
        print("\(x) found at index \(i)")
    } else {
        print("\(x) not found, insert at \(primes.lowerBound(of: x))")
    }
}

let names = ["alice", "bob", "carol", "dave", "erin"]
print(names.binarySearch(for: "carol") ?? -1)
let slice = primes[3..<8]
print("slice:", Array(slice), "index of 13 =", slice.binarySearch(for: 13) ?? -1)

let rotated = [4, 5, 6, 7, 0, 1, 2]
print((0...8).map { searchRotated(rotated, $0) })
// expect: 2 found at index 0
// expect: 13 found at index 5
// expect: 29 found at index 9
// expect: 4 not found, insert at 2
// expect: 30 not found, insert at 10
// expect: 2
// expect: slice: [7, 11, 13, 17, 19] index of 13 = 5
// expect: [4, 5, 6, -1, 0, 1, 2, 3, -1]
