// Compiler test style: loop forms — for-in with where clauses and patterns, stride, repeat-while that runs its body at least once
let numbers = Array(1...20)

var evensOver10: [Int] = []
for n in numbers where n % 2 == 0 && n > 10 {
    evensOver10.append(n)
}
print("evens over 10:", evensOver10)

// where with a tuple pattern from enumerated
for (index, word) in ["zero", "one", "two", "three", "four"].enumerated() where index % 2 == 1 {
    print("odd index \(index): \(word)")
}

// case pattern in for-in with optionals
let maybe: [Int?] = [3, nil, 8, nil, 1]
var present: [Int] = []
for case let x? in maybe {
    present.append(x)
}
print("present:", present)

for case let x? in maybe where x > 2 {
    print("present and > 2:", x)
}

// enum case pattern in for-in
enum Event { case click(x: Int, y: Int), key(Character), scroll(Int) }
let events: [Event] = [.click(x: 1, y: 2), .key("a"), .scroll(-3), .click(x: 5, y: 5), .key("z")]
for case .click(let x, let y) in events where x == y {
    print("diagonal click at \(x)")
}
for case let .key(ch) in events {
    print("key", ch)
}

// stride forms
print(Array(stride(from: 10, to: 0, by: -3)))
print(Array(stride(from: 0, through: 1, by: 0.25)))

// repeat-while runs the body once even when the condition is false
var attempts = 0
repeat {
    attempts += 1
    print("attempt", attempts)
} while attempts < 0

// Collatz with repeat-while
var c = 6
var steps: [Int] = [c]
repeat {
    c = c % 2 == 0 ? c / 2 : 3 * c + 1
    steps.append(c)
} while c != 1
print("collatz:", steps.map(String.init).joined(separator: "->"))

// Digits via repeat-while handles zero correctly
func digits(_ value: Int) -> [Int] {
    var v = value
    var result: [Int] = []
    repeat {
        result.insert(v % 10, at: 0)
        v /= 10
    } while v > 0
    return result
}
print(digits(0), digits(9075))

// while with var binding via optional
var stack = [1, 2, 3]
while let top = stack.popLast() {
    print("pop", top)
}

// expect: evens over 10: [12, 14, 16, 18, 20]
// expect: odd index 1: one
// expect: odd index 3: three
// expect: present: [3, 8, 1]
// expect: present and > 2: 3
// expect: present and > 2: 8
// expect: diagonal click at 5
// expect: key a
// expect: key z
// expect: [10, 7, 4, 1]
// expect: [0.0, 0.25, 0.5, 0.75, 1.0]
// expect: attempt 1
// expect: collatz: 6->3->10->5->16->8->4->2->1
// expect: [0] [9, 0, 7, 5]
// expect: pop 3
// expect: pop 2
// expect: pop 1
