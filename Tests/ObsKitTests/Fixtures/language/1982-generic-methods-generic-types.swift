// Compiler test style: generic methods on generic types with their own type parameters
struct Box<Value> {
    var value: Value
    func map<U>(_ f: (Value) -> U) -> Box<U> { Box<U>(value: f(value)) }
    func zip<Other>(_ other: Box<Other>) -> Box<(Value, Other)> { Box<(Value, Other)>(value: (value, other.value)) }
    func flatMap<U>(_ f: (Value) -> Box<U>) -> Box<U> { f(value) }
    static func pure(_ v: Value) -> Box { Box(value: v) }
    func convert<T>(to: T.Type) -> T? { value as? T }
}

let b = Box(value: 6)
let s = b.map { "n=\($0)" }
print(s.value, type(of: s))
let z = b.zip(s)
print(z.value.0, z.value.1, type(of: z))
print(b.flatMap { Box<Double>(value: Double($0) / 4) }.value)
print(Box<String>.pure("p").value)
print(b.convert(to: Int.self) as Any, b.convert(to: String.self) as Any)

struct Queue<Element> {
    private var inbox: [Element] = []
    private var outbox: [Element] = []
    mutating func enqueue(_ e: Element) { inbox.append(e) }
    mutating func dequeue() -> Element? {
        if outbox.isEmpty { outbox = inbox.reversed(); inbox.removeAll() }
        return outbox.popLast()
    }
    func reduce<R>(_ initial: R, _ f: (R, Element) -> R) -> R {
        (outbox.reversed() + inbox).reduce(initial, f)
    }
    mutating func drain<C: RangeReplaceableCollection>(into c: inout C) where C.Element == Element {
        while let e = dequeue() { c.append(e) }
    }
}

var q = Queue<Int>()
for i in 1...5 { q.enqueue(i) }
print(q.dequeue()!, q.dequeue()!)
q.enqueue(6)
print(q.reduce(0, +), q.reduce("") { $0 + String($1) })
var arr: [Int] = [0]
q.drain(into: &arr)
print(arr, q.dequeue() as Any)

var cq = Queue<Character>()
"queue".forEach { cq.enqueue($0) }
var str = ""
cq.drain(into: &str)
print(str)

enum Either<L, R> {
    case left(L), right(R)
    func fold<T>(_ l: (L) -> T, _ r: (R) -> T) -> T {
        switch self { case .left(let x): return l(x); case .right(let y): return r(y) }
    }
}
let items: [Either<Int, String>] = [.left(3), .right("four"), .left(10)]
print(items.map { $0.fold({ $0 * 2 }, { $0.count }) })
print(items.map { $0.fold({ "L\($0)" }, { "R\($0)" }) })

// expect: n=6 Box<String>
// expect: 6 n=6 Box<(Int, String)>
// expect: 1.5
// expect: p
// expect: Optional(6) nil
// expect: 1 2
// expect: 18 3456
// expect: [0, 3, 4, 5, 6] nil
// expect: queue
// expect: [6, 4, 20]
// expect: ["L3", "Rfour", "L10"]
