// Swift compiler execution test style (mutating methods): mutating methods on structs and enums, self reassignment, value semantics of copies, and exclusivity-safe swaps
struct Stack<T> {
    private(set) var items: [T] = []
    mutating func push(_ x: T) { items.append(x) }
    @discardableResult mutating func pop() -> T? { items.popLast() }
    mutating func reset() { self = Stack() }
    var top: T? { items.last }
}
var s = Stack<Int>()
s.push(1); s.push(2); s.push(3)
var copy = s
copy.pop()
print(s.items, copy.items, s.top as Any)
s.reset()
print(s.items, copy.items)

enum Light {
    case red, yellow, green
    mutating func next() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
}
var l = Light.red
var seq: [Light] = []
for _ in 0..<4 { seq.append(l); l.next() }
print(seq)

var a = 1, b = 2
swap(&a, &b)
print(a, b)
(a, b) = (b, a)
print(a, b)
var arr = [10, 20, 30, 40]
arr.swapAt(0, 3)
let tmp = arr[1]; arr[1] = arr[2]; arr[2] = tmp
print(arr)
struct Pair { var l: Int; var r: Int; mutating func flip() { swap(&l, &r) } }
var p = Pair(l: 1, r: 2)
p.flip()
print(p.l, p.r)
func modify(_ x: inout Int, by f: (Int) -> Int) { x = f(x) }
var n = 5
modify(&n) { $0 * $0 }
print(n)
func incrementAll(_ xs: inout [Int]) { for i in xs.indices { xs[i] += 1 } }
incrementAll(&arr)
print(arr)
extension Int { mutating func square() { self *= self } }
var k = 7
k.square()
print(k)
var pairs = [Pair(l: 1, r: 9), Pair(l: 3, r: 4)]
for i in pairs.indices { pairs[i].flip() }
print(pairs.map { "\($0.l)-\($0.r)" })

// expect: [1, 2, 3] [1, 2] Optional(3)
// expect: [] [1, 2]
// expect: [main.Light.red, main.Light.green, main.Light.yellow, main.Light.red]
// expect: 2 1
// expect: 1 2
// expect: [40, 30, 20, 10]
// expect: 2 1
// expect: 25
// expect: [41, 31, 21, 11]
// expect: 49
// expect: ["9-1", "4-3"]
