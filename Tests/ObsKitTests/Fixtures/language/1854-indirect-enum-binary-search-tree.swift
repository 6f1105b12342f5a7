// Compiler test style: indirect enums — a persistent binary search tree with recursive insert, lookup, traversal and removal
indirect enum Tree<Key: Comparable, Value> {
    case leaf
    case node(Tree, Key, Value, Tree)

    func inserting(_ k: Key, _ v: Value) -> Tree {
        switch self {
        case .leaf:
            return .node(.leaf, k, v, .leaf)
        case let .node(l, key, value, r):
            if k < key { return .node(l.inserting(k, v), key, value, r) }
            if k > key { return .node(l, key, value, r.inserting(k, v)) }
            return .node(l, key, v, r)
        }
    }

    func lookup(_ k: Key) -> Value? {
        guard case let .node(l, key, value, r) = self else { return nil }
        if k < key { return l.lookup(k) }
        if k > key { return r.lookup(k) }
        return value
    }

    var inOrder: [(Key, Value)] {
        guard case let .node(l, k, v, r) = self else { return [] }
        return l.inOrder + [(k, v)] + r.inOrder
    }

    var height: Int {
        guard case let .node(l, _, _, r) = self else { return 0 }
        return 1 + Swift.max(l.height, r.height)
    }

    var min: (Key, Value)? {
        guard case let .node(l, k, v, _) = self else { return nil }
        return l.min ?? (k, v)
    }

    func removing(_ k: Key) -> Tree {
        guard case let .node(l, key, value, r) = self else { return .leaf }
        if k < key { return .node(l.removing(k), key, value, r) }
        if k > key { return .node(l, key, value, r.removing(k)) }
        switch (l, r) {
        case (.leaf, _): return r
        case (_, .leaf): return l
        default:
            let (sk, sv) = r.min!
            return .node(l, sk, sv, r.removing(sk))
        }
    }
}

var t = Tree<Int, String>.leaf
for (k, v) in [(50, "fifty"), (30, "thirty"), (70, "seventy"), (20, "twenty"), (40, "forty"), (60, "sixty"), (80, "eighty"), (35, "thirty-five")] {
    t = t.inserting(k, v)
}
print("keys: \(t.inOrder.map { $0.0 })")
print("height: \(t.height)")
print("lookup 40: \(t.lookup(40) ?? "-"), lookup 45: \(t.lookup(45) ?? "-")")

let before = t
t = t.inserting(40, "FORTY")
print("updated 40: \(t.lookup(40)!), old tree still has \(before.lookup(40)!)")

t = t.removing(30)
print("after removing 30: \(t.inOrder.map { $0.0 })")
t = t.removing(50)
print("after removing root 50: \(t.inOrder.map { "\($0.0)=\($0.1)" })")
if case let .node(_, rootKey, _, _) = t { print("new root: \(rootKey)") }
print("remove missing keeps size: \(t.removing(999).inOrder.count)")

var words = Tree<String, Int>.leaf
for w in "the quick brown fox jumps over the lazy dog the end".split(separator: " ") {
    words = words.inserting(String(w), (words.lookup(String(w)) ?? 0) + 1)
}
print(words.inOrder.map { "\($0.0):\($0.1)" }.joined(separator: " "))
print("min word: \(words.min!.0), height: \(words.height)")

// expect: keys: [20, 30, 35, 40, 50, 60, 70, 80]
// expect: height: 4
// expect: lookup 40: forty, lookup 45: -
// expect: updated 40: FORTY, old tree still has forty
// expect: after removing 30: [20, 35, 40, 50, 60, 70, 80]
// expect: after removing root 50: ["20=twenty", "35=thirty-five", "40=FORTY", "60=sixty", "70=seventy", "80=eighty"]
// expect: new root: 60
// expect: remove missing keeps size: 6
// expect: brown:1 dog:1 end:1 fox:1 jumps:1 lazy:1 over:1 quick:1 the:3
// expect: min word: brown, height: 7
