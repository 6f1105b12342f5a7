// Compiler test style: typed throws with throws(E)
enum StackError: Error {
    case empty
    case full(capacity: Int)
}

struct BoundedStack<Element> {
    private var items: [Element] = []
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    mutating func push(_ x: Element) throws(StackError) {
        guard items.count < capacity else { throw .full(capacity: capacity) }
        items.append(x)
    }

    mutating func pop() throws(StackError) -> Element {
        guard let last = items.popLast() else { throw .empty }
        return last
    }

    var count: Int { items.count }
}

var s = BoundedStack<Int>(capacity: 3)
for i in 1...5 {
    do {
        try s.push(i * 10)
        print("pushed \(i * 10)")
    } catch {
        // error is StackError here, no cast needed
        switch error {
        case .full(let cap): print("full at capacity \(cap)")
        case .empty: print("impossible")
        }
    }
}

func drain(_ st: inout BoundedStack<Int>) throws(StackError) -> [Int] {
    var out: [Int] = []
    while st.count > 0 {
        out.append(try st.pop())
    }
    return out
}

do {
    let all = try drain(&s)
    print("drained \(all)")
    _ = try s.pop()
} catch .empty {
    print("caught empty")
} catch {
    print("caught \(error)")
}

// Typed throws in closures
func run<E: Error>(_ body: () throws(E) -> Int) throws(E) -> Int {
    return try body() + 1
}

let ok = run { 41 }
print("ok \(ok)")

do {
    let _ = try run { () throws(StackError) -> Int in throw .empty }
} catch {
    let e: StackError = error
    print("typed closure error \(e)")
}

// Result from typed throws
func safePop(_ st: inout BoundedStack<String>) -> Result<String, StackError> {
    do {
        return .success(try st.pop())
    } catch {
        return .failure(error)
    }
}
var names = BoundedStack<String>(capacity: 2)
try? names.push("a")
try? names.push("b")
for _ in 0..<3 {
    switch safePop(&names) {
    case .success(let n): print("popped \(n)")
    case .failure(let e): print("failure \(e)")
    }
}

// throws(Never) is non-throwing
func never() throws(Never) -> String { "no throw" }
print(never())

// Result.get with typed error
let r: Result<Int, StackError> = .failure(.full(capacity: 9))
do {
    _ = try r.get()
} catch {
    if case .full(let c) = error { print("get threw full \(c)") }
}
// expect: pushed 10
// expect: pushed 20
// expect: pushed 30
// expect: full at capacity 3
// expect: full at capacity 3
// expect: drained [30, 20, 10]
// expect: caught empty
// expect: ok 42
// expect: typed closure error empty
// expect: popped b
// expect: popped a
// expect: failure empty
// expect: no throw
// expect: get threw full 9
