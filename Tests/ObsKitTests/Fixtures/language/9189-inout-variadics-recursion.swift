// inout-variadics-recursion
// expected output: swiftc 6.3.1 (Linux), run on this machine
func average(_ numbers: Double...) -> Double {
    guard !numbers.isEmpty else { return 0 }
    return numbers.reduce(0, +) / Double(numbers.count)
}
print(average(1, 2, 3, 4), average(), average(2.5))

func joinAll(_ parts: String..., separator: String = ", ", wrappedIn wrapper: (String, String)? = nil) -> String {
    let body = parts.joined(separator: separator)
    guard let (open, close) = wrapper else { return body }
    return open + body + close
}
print(joinAll("a", "b", "c"))
print(joinAll("x", "y", separator: "|", wrappedIn: ("[", "]")))

func logAll(_ label: String, _ values: Int..., more extras: String...) {
    print(label, values, extras)
}
logAll("nums", 1, 2, 3, more: "p", "q")
logAll("none")

func swapFirstLast<T>(_ array: inout [T]) {
    guard array.count > 1 else { return }
    array.swapAt(0, array.count - 1)
}
var letters = ["a", "b", "c", "d"]
swapFirstLast(&letters)
print(letters)

func normalize(_ value: inout Int, into range: ClosedRange<Int>) -> Bool {
    let original = value
    value = min(max(value, range.lowerBound), range.upperBound)
    return value != original
}
var volume = 140
let clamped = normalize(&volume, into: 0...100)
print(volume, clamped)

func increment(_ counters: inout [String: Int], _ keys: String...) {
    for k in keys { counters[k, default: 0] += 1 }
}
var tally: [String: Int] = [:]
increment(&tally, "x", "y", "x")
increment(&tally, "z", "x")
print(tally.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

func hanoi(_ n: Int, from: String, to: String, via: String, moves: inout [String]) {
    guard n > 0 else { return }
    hanoi(n - 1, from: from, to: via, via: to, moves: &moves)
    moves.append("\(from)->\(to)")
    hanoi(n - 1, from: via, to: to, via: from, moves: &moves)
}
var moves: [String] = []
hanoi(3, from: "A", to: "C", via: "B", moves: &moves)
print(moves.count, moves.joined(separator: " "))

func permutations(_ items: [Character]) -> [String] {
    if items.count <= 1 { return [String(items)] }
    return items.indices.flatMap { i -> [String] in
        var rest = items
        let head = rest.remove(at: i)
        return permutations(rest).map { String(head) + $0 }
    }
}
print(permutations(Array("abc")))
func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
func digitSum(_ n: Int) -> Int { n < 10 ? n : n % 10 + digitSum(n / 10) }
print(gcd(84, 36), gcd(17, 5), digitSum(98765), [1, 2, 3, 4, 5].reduce(1, *))
func flatten(_ value: Any) -> [Int] {
    if let n = value as? Int { return [n] }
    if let list = value as? [Any] { return list.flatMap(flatten) }
    return []
}
print(flatten([1, [2, [3, 4]], [[5]], "skip", 6] as [Any]))
// expect: 2.5 0.0 2.5
// expect: a, b, c
// expect: [x|y]
// expect: nums [1, 2, 3] ["p", "q"]
// expect: none [] []
// expect: ["d", "b", "c", "a"]
// expect: 100 true
// expect: ["x=3", "y=1", "z=1"]
// expect: 7 A->C A->B C->B A->C B->A B->C A->C
// expect: ["abc", "acb", "bac", "bca", "cab", "cba"]
// expect: 12 1 35 120
// expect: [1, 2, 3, 4, 5, 6]
