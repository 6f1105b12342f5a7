// Algorithm Club style (Huffman coding): build a tree from character frequencies with a priority list, derive the code table, encode to bits and decode back
indirect enum HuffmanTree {
    case leaf(Character, Int)
    case node(HuffmanTree, HuffmanTree, Int)

    var weight: Int {
        switch self {
        case .leaf(_, let w), .node(_, _, let w): return w
        }
    }

    var smallestSymbol: Character {
        switch self {
        case .leaf(let c, _): return c
        case .node(let l, let r, _): return min(l.smallestSymbol, r.smallestSymbol)
        }
    }

    func codes(prefix: String = "") -> [Character: String] {
        switch self {
        case let .leaf(c, _): return [c: prefix.isEmpty ? "0" : prefix]
        case let .node(l, r, _):
            return l.codes(prefix: prefix + "0").merging(r.codes(prefix: prefix + "1")) { a, _ in a }
        }
    }
}

func buildTree(_ text: String) -> HuffmanTree {
    let freq = text.reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
    var forest = freq.map { HuffmanTree.leaf($0.key, $0.value) }
    func before(_ a: HuffmanTree, _ b: HuffmanTree) -> Bool {
        a.weight != b.weight ? a.weight < b.weight : a.smallestSymbol < b.smallestSymbol
    }
    while forest.count > 1 {
        forest.sort(by: before)
        let a = forest.removeFirst(), b = forest.removeFirst()
        forest.append(.node(a, b, a.weight + b.weight))
    }
    return forest[0]
}

func decode(_ bits: String, with tree: HuffmanTree) -> String {
    var out = ""
    var node = tree
    for bit in bits {
        if case let .node(l, r, _) = node { node = bit == "0" ? l : r }
        if case let .leaf(c, _) = node { out.append(c); node = tree }
    }
    return out
}

let message = "abracadabra alakazam"
let tree = buildTree(message)
let table = tree.codes()
for ch in table.keys.sorted() { print("'\(ch)'", table[ch]!) }
let bits = message.map { table[$0]! }.joined()
print(bits.count, "bits vs", message.count * 8, "weight", tree.weight)
print(decode(bits, with: tree) == message, decode(String(bits.prefix(14)), with: tree))

// expect: ' ' 11010
// expect: 'a' 0
// expect: 'b' 1110
// expect: 'c' 11011
// expect: 'd' 11110
// expect: 'k' 11111
// expect: 'l' 1000
// expect: 'm' 1001
// expect: 'r' 101
// expect: 'z' 1100
// expect: 55 bits vs 160 weight 20
// expect: true abrac
