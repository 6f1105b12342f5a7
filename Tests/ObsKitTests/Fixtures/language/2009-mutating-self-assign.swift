// Compiler test style: mutating methods that reassign self, mutating enums, and mutating via protocol requirements
enum TrafficLight: String {
    case red, green, yellow
    mutating func advance() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
}

struct Fraction: CustomStringConvertible {
    var num: Int
    var den: Int
    var description: String { "\(num)/\(den)" }
    mutating func reduce() {
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? abs(a) : gcd(b, a % b) }
        let g = gcd(num, den)
        self = Fraction(num: num / g, den: den / g)
    }
    func reduced() -> Fraction {
        var copy = self
        copy.reduce()
        return copy
    }
    mutating func invert() { swap(&num, &den) }
}

protocol Resettable {
    mutating func reset()
}
struct Score: Resettable {
    var points = 0
    mutating func reset() { self = Score() }
}
extension Array: Resettable {
    mutating func reset() { removeAll() }
}

func resetAll<T: Resettable>(_ items: inout [T]) {
    for i in items.indices { items[i].reset() }
}

var light = TrafficLight.red
var seq: [String] = []
for _ in 0..<5 {
    seq.append(light.rawValue)
    light.advance()
}
print(seq.joined(separator: " -> "))

var f = Fraction(num: 12, den: 18)
let before = f
f.reduce()
print(before, f)
f.invert()
print(f, Fraction(num: 100, den: 40).reduced())

var scores = [Score(points: 3), Score(points: 9)]
resetAll(&scores)
print(scores.map(\.points))

var lists = [[1, 2], [3]]
resetAll(&lists)
print(lists)

var r: any Resettable = Score(points: 5)
r.reset()
print((r as! Score).points)

struct Stack<Element> {
    private(set) var items: [Element] = []
    mutating func push(_ x: Element) { items.append(x) }
    @discardableResult mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
}
var st = Stack<String>()
st.push("a"); st.push("b"); st.push("c")
let copy = st
st.pop()
print(st.items, copy.items, st.top ?? "-", st.pop() ?? "-", st.pop() ?? "-", st.pop() ?? "-")

// expect: red -> green -> yellow -> red -> green
// expect: 12/18 2/3
// expect: 3/2 5/2
// expect: [0, 0]
// expect: [[], []]
// expect: 0
// expect: ["a", "b"] ["a", "b", "c"] b b a -
