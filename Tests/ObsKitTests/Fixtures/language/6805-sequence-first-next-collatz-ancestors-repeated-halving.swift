// objc.io style (unfolding sequences): sequence(first:next:) for Collatz, ancestors and repeated halving
final class Node {
    let name: String
    let parent: Node?
    init(_ name: String, parent: Node? = nil) { self.name = name; self.parent = parent }
}

extension Node {
    var ancestry: [String] {
        sequence(first: self, next: { $0.parent }).map(\.name)
    }
}

func collatz(_ start: Int) -> [Int] {
    Array(sequence(first: start) { n in
        n == 1 ? nil : (n.isMultiple(of: 2) ? n / 2 : 3 * n + 1)
    })
}

extension BinaryInteger {
    var halvings: some Sequence<Self> {
        sequence(first: self) { $0 > 1 ? $0 / 2 : nil }
    }
}

print(collatz(6))
print(collatz(27).count, collatz(27).max()!)
print(collatz(1))

let root = Node("root")
let src = Node("src", parent: root)
let leaf = Node("main.swift", parent: src)
print(leaf.ancestry.joined(separator: " <- "))
print(leaf.ancestry.reversed().joined(separator: "/"))
print(root.ancestry)

print(Array(100.halvings))
print(Array(UInt8(200).halvings))

let powers = sequence(first: 1) { $0 * 3 }.prefix(while: { $0 < 1000 })
print(Array(powers))
let firstBig = sequence(first: 2) { $0 * $0 }.first { $0 > 1000 }
print(firstBig as Any)

let chars = sequence(first: Character("a")) { c in
    let v = c.unicodeScalars.first!.value + 1
    return v <= 101 ? Character(Unicode.Scalar(v)!) : nil
}
print(String(chars))

// expect: [6, 3, 10, 5, 16, 8, 4, 2, 1]
// expect: 112 9232
// expect: [1]
// expect: main.swift <- src <- root
// expect: root/src/main.swift
// expect: ["root"]
// expect: [100, 50, 25, 12, 6, 3, 1]
// expect: [200, 100, 50, 25, 12, 6, 3, 1]
// expect: [1, 3, 9, 27, 81, 243, 729]
// expect: Optional(65536)
// expect: abcde
