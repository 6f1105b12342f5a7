// Compiler test style: two-pointer techniques over arrays and strings
func twoSumSorted(_ a: [Int], _ target: Int) -> (Int, Int)? {
    var i = 0, j = a.count - 1
    while i < j {
        let s = a[i] + a[j]
        if s == target { return (i, j) }
        if s < target { i += 1 } else { j -= 1 }
    }
    return nil
}

func threeSum(_ nums: [Int]) -> [[Int]] {
    let a = nums.sorted()
    var out: [[Int]] = []
    for i in 0..<a.count {
        if i > 0 && a[i] == a[i - 1] { continue }
        var lo = i + 1, hi = a.count - 1
        while lo < hi {
            let sum = a[i] + a[lo] + a[hi]
            if sum == 0 {
                out.append([a[i], a[lo], a[hi]])
                repeat { lo += 1 } while lo < hi && a[lo] == a[lo - 1]
                hi -= 1
            } else if sum < 0 {
                lo += 1
            } else {
                hi -= 1
            }
        }
    }
    return out
}

func isPalindrome(_ s: String) -> Bool {
    let chars = s.lowercased().filter { $0.isLetter || $0.isNumber }
    guard !chars.isEmpty else { return true }
    var i = chars.startIndex, j = chars.index(before: chars.endIndex)
    while i < j {
        if chars[i] != chars[j] { return false }
        i = chars.index(after: i)
        j = chars.index(before: j)
    }
    return true
}

func removeDuplicates(_ a: inout [Int]) -> Int {
    guard !a.isEmpty else { return 0 }
    var write = 1
    for read in 1..<a.count where a[read] != a[write - 1] {
        a[write] = a[read]
        write += 1
    }
    return write
}

func maxArea(_ heights: [Int]) -> Int {
    var l = 0, r = heights.count - 1, best = 0
    while l < r {
        best = max(best, min(heights[l], heights[r]) * (r - l))
        if heights[l] < heights[r] { l += 1 } else { r -= 1 }
    }
    return best
}

func mergeSorted(_ a: [Int], _ b: [Int]) -> [Int] {
    var i = 0, j = 0, out: [Int] = []
    while i < a.count || j < b.count {
        if j == b.count || (i < a.count && a[i] <= b[j]) { out.append(a[i]); i += 1 }
        else { out.append(b[j]); j += 1 }
    }
    return out
}

func moveZeroes(_ a: inout [Int]) {
    var slow = 0
    for fast in a.indices where a[fast] != 0 {
        a.swapAt(slow, fast)
        slow += 1
    }
}

func reverseWords(_ s: String) -> String {
    var words = s.split(separator: " ").map(String.init)
    var i = 0, j = words.count - 1
    while i < j { words.swapAt(i, j); i += 1; j -= 1 }
    return words.joined(separator: " ")
}

if let (i, j) = twoSumSorted([1, 3, 4, 6, 8, 11], 10) { print("two sum indices:", i, j) }
print("two sum none:", twoSumSorted([1, 2], 10) == nil)
print("3sum:", threeSum([-1, 0, 1, 2, -1, -4]))
print("3sum zeros:", threeSum([0, 0, 0, 0]))
for s in ["A man, a plan, a canal: Panama", "race a car", "", "No 'x' in Nixon"] {
    print("palindrome \"\(s)\":", isPalindrome(s))
}
var dups = [0, 0, 1, 1, 1, 2, 2, 3, 3, 4]
let k = removeDuplicates(&dups)
print("unique:", k, Array(dups.prefix(k)))
print("max area:", maxArea([1, 8, 6, 2, 5, 4, 8, 3, 7]))
print("merged:", mergeSorted([1, 4, 7, 10], [2, 3, 9]))
var zs = [0, 1, 0, 3, 12]
moveZeroes(&zs)
print("zeroes moved:", zs)
print(reverseWords("  the sky   is blue "))

// expect: two sum indices: 2 3
// expect: two sum none: true
// expect: 3sum: [[-1, -1, 2], [-1, 0, 1]]
// expect: 3sum zeros: [[0, 0, 0]]
// expect: palindrome "A man, a plan, a canal: Panama": true
// expect: palindrome "race a car": false
// expect: palindrome "": true
// expect: palindrome "No 'x' in Nixon": true
// expect: unique: 5 [0, 1, 2, 3, 4]
// expect: max area: 49
// expect: merged: [1, 2, 3, 4, 7, 9, 10]
// expect: zeroes moved: [1, 3, 12, 0, 0]
// expect: blue is sky the
