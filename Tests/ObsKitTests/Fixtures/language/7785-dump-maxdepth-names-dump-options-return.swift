// Blog style (dump maxDepth and names): dump options and return value
struct Leaf { var v: Int }
struct Branch { var left: Leaf; var right: Leaf; var kids: [Leaf] }
let b = Branch(left: Leaf(v: 1), right: Leaf(v: 2), kids: [Leaf(v: 3), Leaf(v: 4)])
dump(b, name: "tree")
dump(b, maxDepth: 1)
dump(b, indent: 2)
dump(b, name: "limited", maxItems: 3)
dump([1, 2, 3, 4, 5], maxItems: 2)
let x = dump(42, name: "answer")
print(x + 1)
dump("str", name: "s", indent: 4)
let pairs = [(1, "a"), (2, "b")]
dump(pairs, maxDepth: 2)
dump(Optional(Leaf(v: 9)), name: "maybe")
dump(Optional<Leaf>.none, name: "nothing")
struct Deep { var a: [[Int]] }
dump(Deep(a: [[1, 2], [3]]), maxItems: 4)
let y = dump(Leaf(v: 5), maxDepth: 0)
print(y.v)
dump(Leaf(v: 6), name: "")
// expect: ▿ tree: main.Branch
// expect:   ▿ left: main.Leaf
// expect:     - v: 1
// expect:   ▿ right: main.Leaf
// expect:     - v: 2
// expect:   ▿ kids: 2 elements
// expect:     ▿ main.Leaf
// expect:       - v: 3
// expect:     ▿ main.Leaf
// expect:       - v: 4
// expect: ▿ main.Branch
// expect:   ▹ left: main.Leaf
// expect:   ▹ right: main.Leaf
// expect:   ▹ kids: 2 elements
// expect:   ▿ main.Branch
// expect:     ▿ left: main.Leaf
// expect:       - v: 1
// expect:     ▿ right: main.Leaf
// expect:       - v: 2
// expect:     ▿ kids: 2 elements
// expect:       ▿ main.Leaf
// expect:         - v: 3
// expect:       ▿ main.Leaf
// expect:         - v: 4
// expect: ▿ limited: main.Branch
// expect:   ▿ left: main.Leaf
// expect:     - v: 1
// expect:     (2 more children)
// expect: ▿ 5 elements
// expect:   - 1
// expect:     (4 more children)
// expect: - answer: 42
// expect: 43
// expect:     - s: "str"
// expect: ▿ 2 elements
// expect:   ▿ (2 elements)
// expect:     - .0: 1
// expect:     - .1: "a"
// expect:   ▿ (2 elements)
// expect:     - .0: 2
// expect:     - .1: "b"
// expect: ▿ maybe: Optional(main.Leaf(v: 9))
// expect:   ▿ some: main.Leaf
// expect:     - v: 9
// expect: - nothing: nil
// expect: ▿ main.Deep
// expect:   ▿ a: 2 elements
// expect:     ▿ 2 elements
// expect:       - 1
// expect:         (1 more child)
// expect:       (1 more child)
// expect: ▹ main.Leaf
// expect: 5
// expect: ▿ : main.Leaf
// expect:   - v: 6
