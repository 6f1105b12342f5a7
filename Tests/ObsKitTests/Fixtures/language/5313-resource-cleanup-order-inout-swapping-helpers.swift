// SwiftLee style (defer, inout and mutating): resource cleanup order, inout swapping helpers, and mutating methods on value types
var log: [String] = []
func process(_ id: Int) -> Int {
    log.append("start \(id)")
    defer { log.append("cleanup A \(id)") }
    defer { log.append("cleanup B \(id)") }
    if id < 0 {
        log.append("early exit")
        return -1
    }
    for i in 0..<2 {
        defer { log.append("loop \(i)") }
        if i == 1 { break }
    }
    log.append("end \(id)")
    return id * 2
}
print(process(3), process(-1))
print(log.joined(separator: " | "))

func clamp<T: Comparable>(_ value: inout T, to range: ClosedRange<T>) -> Bool {
    let old = value
    value = min(max(value, range.lowerBound), range.upperBound)
    return old != value
}
var temperature = 104
var level = 0.25
print(clamp(&temperature, to: 0...100), temperature, clamp(&level, to: 0...1), level)

func rotate<T>(_ a: inout T, _ b: inout T, _ c: inout T) { (a, b, c) = (b, c, a) }
var x = "x", y = "y", z = "z"
rotate(&x, &y, &z)
print(x, y, z)

struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
    @discardableResult mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    mutating func reverse() { items.reverse() }
    var count: Int { items.count }
}
var s = Stack<Int>()
for i in 1...5 { s.push(i * i) }
s.pop()
var copy = s
copy.reverse()
print(s.top as Any, copy.top as Any, s.count, copy.count)

func balanced(_ text: String) -> Bool {
    var stack = Stack<Character>()
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    for ch in text {
        if "([{".contains(ch) { stack.push(ch) }
        else if let open = pairs[ch] { if stack.pop() != open { return false } }
    }
    return stack.count == 0
}
print(["(a[b]{c})", "([)]", "((", "", "}{"].map(balanced))

struct Point { var x = 0, y = 0
    mutating func moveBy(dx: Int, dy: Int) { x += dx; y += dy }
    mutating func reset() { self = Point() }
}
var points = [Point(x: 1, y: 1), Point(x: 2, y: 2)]
for i in points.indices { points[i].moveBy(dx: 10, dy: i) }
print(points.map { "(\($0.x),\($0.y))" })
points[0].reset()
print(points[0].x, points[0].y, points.count)
func incrementAll(_ a: inout [Int], by n: Int) { for i in a.indices { a[i] += n } }
var nums = [1, 2, 3]
incrementAll(&nums, by: 10)
print(nums)

// expect: 6 -1
// expect: start 3 | loop 0 | loop 1 | end 3 | cleanup B 3 | cleanup A 3 | start -1 | early exit | cleanup B -1 | cleanup A -1
// expect: true 100 false 0.25
// expect: y z x
// expect: Optional(16) Optional(1) 4 4
// expect: [true, false, false, true, false]
// expect: ["(11,1)", "(12,3)"]
// expect: 0 0 2
// expect: [11, 12, 13]
