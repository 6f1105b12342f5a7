// Compiler test style: rope data structure as an indirect enum with recursive index, split and concat
indirect enum Rope {
    case leaf(String)
    case concat(Rope, Rope, length: Int)

    var length: Int {
        switch self {
        case .leaf(let s): return s.count
        case .concat(_, _, let n): return n
        }
    }

    static func + (a: Rope, b: Rope) -> Rope {
        switch (a, b) {
        case (.leaf(""), _): return b
        case (_, .leaf("")): return a
        case let (.leaf(x), .leaf(y)) where x.count + y.count <= 4:
            return .leaf(x + y)
        default:
            return .concat(a, b, length: a.length + b.length)
        }
    }

    func char(at i: Int) -> Character? {
        switch self {
        case .leaf(let s):
            guard i >= 0 && i < s.count else { return nil }
            return s[s.index(s.startIndex, offsetBy: i)]
        case let .concat(l, _, _) where i < l.length:
            return l.char(at: i)
        case let .concat(l, r, _):
            return r.char(at: i - l.length)
        }
    }

    func split(at i: Int) -> (Rope, Rope) {
        switch self {
        case .leaf(let s):
            let k = max(0, min(i, s.count))
            return (.leaf(String(s.prefix(k))), .leaf(String(s.dropFirst(k))))
        case let .concat(l, r, _):
            if i <= l.length {
                let (a, b) = l.split(at: i)
                return (a, b + r)
            } else {
                let (a, b) = r.split(at: i - l.length)
                return (l + a, b)
            }
        }
    }

    var text: String {
        switch self {
        case .leaf(let s): return s
        case let .concat(l, r, _): return l.text + r.text
        }
    }

    var depth: Int {
        if case let .concat(l, r, _) = self { return 1 + max(l.depth, r.depth) }
        return 0
    }

    var leaves: Int {
        guard case let .concat(l, r, _) = self else { return 1 }
        return l.leaves + r.leaves
    }
}

func insert(_ rope: Rope, _ s: String, at i: Int) -> Rope {
    let (a, b) = rope.split(at: i)
    return a + .leaf(s) + b
}

func delete(_ rope: Rope, from i: Int, count n: Int) -> Rope {
    let (a, rest) = rope.split(at: i)
    let (_, c) = rest.split(at: n)
    return a + c
}

var rope = Rope.leaf("Hel") + .leaf("lo") + .leaf(", ") + .leaf("wonderful ") + .leaf("world")
print("text: \(rope.text) (len \(rope.length), depth \(rope.depth), leaves \(rope.leaves))")
print("chars: \(rope.char(at: 0)!) \(rope.char(at: 7)!) \(rope.char(at: 16)!) \(rope.char(at: 99) == nil)")
let (left, right) = rope.split(at: 5)
print("split: '\(left.text)' | '\(right.text)'")
rope = insert(rope, "!!!", at: rope.length)
print("append: \(rope.text)")
rope = delete(rope, from: 7, count: 10)
print("delete: \(rope.text)")
rope = insert(rope, "big ", at: 7)
print("insert: \(rope.text) (len \(rope.length))")
var reversed = ""
for i in stride(from: rope.length - 1, through: 0, by: -1) {
    if let c = rope.char(at: i) { reversed.append(c) }
}
print("reversed: \(reversed)")
let small = Rope.leaf("ab") + .leaf("cd")
print("small merges to leaf: \(small.leaves == 1), text \(small.text)")
print("empty concat: '\((Rope.leaf("") + .leaf("x")).text)'")
for cut in [0, 3, 100] {
    let (p, s) = small.split(at: cut)
    print("cut \(cut): '\(p.text)' '\(s.text)'")
}

// Expected output:
// expect: text: Hello, wonderful world (len 22, depth 4, leaves 5)
// expect: chars: H w   true
// expect: split: 'Hello' | ', wonderful world'
// expect: append: Hello, wonderful world!!!
// expect: delete: Hello, world!!!
// expect: insert: Hello, big world!!! (len 19)
// expect: reversed: !!!dlrow gib ,olleH
// expect: small merges to leaf: true, text abcd
// expect: empty concat: 'x'
// expect: cut 0: '' 'abcd'
// expect: cut 3: 'abc' 'd'
// expect: cut 100: 'abcd' ''
