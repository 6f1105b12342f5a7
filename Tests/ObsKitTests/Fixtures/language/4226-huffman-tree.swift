// Compiler test style: Huffman coding tree as an indirect enum with deterministic merging and recursive code tables
indirect enum HuffTree {
    case leaf(Character, weight: Int)
    case node(HuffTree, HuffTree, weight: Int)

    var weight: Int {
        switch self {
        case .leaf(_, let w), .node(_, _, let w): return w
        }
    }

    var minChar: Character {
        switch self {
        case .leaf(let c, _): return c
        case let .node(l, r, _): return min(l.minChar, r.minChar)
        }
    }
}

func buildTree(_ text: String) -> HuffTree? {
    var freq: [Character: Int] = [:]
    for c in text { freq[c, default: 0] += 1 }
    var queue: [HuffTree] = freq.map { .leaf($0.key, weight: $0.value) }
    func ordered(_ a: HuffTree, _ b: HuffTree) -> Bool {
        (a.weight, a.minChar) < (b.weight, b.minChar)
    }
    while queue.count > 1 {
        queue.sort(by: ordered)
        let a = queue.removeFirst()
        let b = queue.removeFirst()
        queue.append(.node(a, b, weight: a.weight + b.weight))
    }
    return queue.first
}

func codes(_ t: HuffTree, _ prefix: String = "") -> [(Character, String)] {
    switch t {
    case .leaf(let c, _): return [(c, prefix.isEmpty ? "0" : prefix)]
    case let .node(l, r, _): return codes(l, prefix + "0") + codes(r, prefix + "1")
    }
}

func decode(_ bits: String, _ tree: HuffTree) -> String {
    var out = ""
    var node = tree
    for b in bits {
        guard case let .node(l, r, _) = node else { break }
        node = b == "0" ? l : r
        if case .leaf(let c, _) = node {
            out.append(c)
            node = tree
        }
    }
    return out
}

func depth(_ t: HuffTree) -> Int {
    switch t {
    case .leaf: return 0
    case let .node(l, r, _): return 1 + max(depth(l), depth(r))
    }
}

for text in ["abracadabra", "mississippi river", "aaaa"] {
    guard let tree = buildTree(text) else { continue }
    let table = codes(tree).sorted { $0.0 < $1.0 }
    print("\"\(text)\": weight \(tree.weight), depth \(depth(tree))")
    for (c, code) in table {
        print("  '\(c)' -> \(code)")
    }
    var lookup: [Character: String] = [:]
    for (c, code) in table { lookup[c] = code }
    let encoded = text.map { lookup[$0]! }.joined()
    let decoded: String
    if case .leaf(let c, let w) = tree {
        decoded = String(repeating: String(c), count: w)
    } else {
        decoded = decode(encoded, tree)
    }
    print("  bits \(encoded.count) vs \(text.count * 8), roundtrip \(decoded == text)")
}
print("empty tree: \(buildTree("") == nil)")

// Expected output:
// expect: "abracadabra": weight 11, depth 4
// expect:   'a' -> 0
// expect:   'b' -> 110
// expect:   'c' -> 1110
// expect:   'd' -> 1111
// expect:   'r' -> 10
// expect:   bits 23 vs 88, roundtrip true
// expect: "mississippi river": weight 17, depth 4
// expect:   ' ' -> 0000
// expect:   'e' -> 0001
// expect:   'i' -> 11
// expect:   'm' -> 0010
// expect:   'p' -> 010
// expect:   'r' -> 011
// expect:   's' -> 10
// expect:   'v' -> 0011
// expect:   bits 46 vs 136, roundtrip true
// expect: "aaaa": weight 4, depth 0
// expect:   'a' -> 0
// expect:   bits 4 vs 32, roundtrip true
// expect: empty tree: true
