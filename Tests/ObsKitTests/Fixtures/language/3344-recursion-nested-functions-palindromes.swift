// Swift book style: recursion and nested functions, with palindromes and permutations
func isPalindrome(_ s: String) -> Bool {
    let cleaned = s.lowercased().filter { $0.isLetter || $0.isNumber }
    func check(_ chars: [Character], _ lo: Int, _ hi: Int) -> Bool {
        if lo >= hi { return true }
        return chars[lo] == chars[hi] && check(chars, lo + 1, hi - 1)
    }
    let chars = Array(cleaned)
    return check(chars, 0, chars.count - 1)
}
for s in ["A man, a plan, a canal: Panama", "racecar", "Swift", "", "No 'x' in Nixon"] {
    print("\(s.isEmpty ? "<empty>" : s): \(isPalindrome(s))")
}

func permutations<T>(_ items: [T]) -> [[T]] {
    if items.count <= 1 { return [items] }
    var result: [[T]] = []
    for (i, item) in items.enumerated() {
        var rest = items
        rest.remove(at: i)
        for p in permutations(rest) {
            result.append([item] + p)
        }
    }
    return result
}
let perms = permutations(Array("abc")).map { String($0) }
print(perms)
print(permutations([1, 2, 3, 4]).count)

func chooseStepFunction(backward: Bool) -> (Int) -> Int {
    func stepForward(input: Int) -> Int { return input + 1 }
    func stepBackward(input: Int) -> Int { return input - 1 }
    return backward ? stepBackward : stepForward
}
var currentValue = -4
let moveNearerToZero = chooseStepFunction(backward: currentValue > 0)
var trail: [Int] = []
while currentValue != 0 {
    trail.append(currentValue)
    currentValue = moveNearerToZero(currentValue)
}
print(trail, "zero!")
func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
print((0..<12).map(fib))
func subsets(_ s: [Character]) -> [String] {
    guard let first = s.first else { return [""] }
    let rest = subsets(Array(s.dropFirst()))
    return rest + rest.map { String(first) + $0 }
}
print(subsets(Array("xyz")).sorted())
// expect: A man, a plan, a canal: Panama: true
// expect: racecar: true
// expect: Swift: false
// expect: <empty>: true
// expect: No 'x' in Nixon: true
// expect: ["abc", "acb", "bac", "bca", "cab", "cba"]
// expect: 24
// expect: [-4, -3, -2, -1] zero!
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: ["", "x", "xy", "xyz", "xz", "y", "yz", "z"]
