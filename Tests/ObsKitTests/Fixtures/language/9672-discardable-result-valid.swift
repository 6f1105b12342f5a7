// VALID: calling @discardableResult functions and ignoring results with `_ =`
// Written by an outside author (stop 28 corpus of near misses the compiler accepts, file 7086); expected output from swiftc on this machine.
struct Stack {
    private var items: [Int] = []

    mutating func push(_ x: Int) {
        items.append(x)
    }

    @discardableResult
    mutating func pop() -> Int? {
        items.popLast()
    }

    var top: Int? { items.last }
}

func compute() -> Int { 42 }

var s = Stack()
s.push(1)
s.push(2)
s.push(3)
s.pop()
_ = compute()
print(s.top ?? -1)
print(s.pop() ?? -1)

// expect: 2
// expect: 2
