// Swift Evolution style (consume and ownership modifiers): SE-0366 consume on copyable locals and SE-0377 borrowing/consuming parameters
final class Buffer {
    var items: [Int]
    let label: String
    init(_ label: String, _ items: [Int]) {
        self.label = label
        self.items = items
    }
}

func total(of buffer: borrowing Buffer) -> Int {
    buffer.items.reduce(0, +)
}

func appending(_ value: Int, to list: consuming [Int]) -> [Int] {
    list.append(value)
    return list
}

func finish(_ buffer: consuming Buffer) -> String {
    let label = buffer.label
    _ = consume buffer
    print("finished \(label)")
    return label.uppercased()
}

do {
    var numbers = [1, 2, 3]
    let moved = consume numbers
    numbers = [9]
    print(moved, numbers)

    let grown = appending(4, to: moved)
    print(grown, moved)
}

do {
    let b = Buffer("alpha", [5, 6, 7])
    print("total \(total(of: b))")
    let name = finish(b)
    print("result \(name)")
}

do {
    let c = Buffer("beta", [1])
    let d = consume c
    d.items.append(2)
    print(d.label, d.items)
}

struct Pair {
    var left: String
    var right: String
    consuming func swapped() -> Pair {
        Pair(left: right, right: left)
    }
    borrowing func joined() -> String { left + "/" + right }
}
let p = Pair(left: "x", right: "y")
print(p.swapped().joined(), p.joined())
// expect: [1, 2, 3] [9]
// expect: [1, 2, 3, 4] [1, 2, 3]
// expect: total 18
// expect: finished alpha
// expect: result ALPHA
// expect: beta [1, 2]
// expect: y/x x/y
