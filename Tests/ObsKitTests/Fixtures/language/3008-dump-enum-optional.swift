// Compiler test style: dump() of enums, arrays, optionals and dictionaries
enum Status {
  case idle
  case running(pid: Int)
  case failed(String, code: Int)
}

indirect enum Tree {
  case leaf(Int)
  case node(Tree, Tree)
}

dump(Status.idle)
dump(Status.running(pid: 42))
dump(Status.failed("oops", code: 2))
dump(Tree.node(.leaf(1), .leaf(2)))
dump([1, 2, 3])
dump(["a"])
let o: Int? = 5
dump(o)
let n: Int? = nil
dump(n)
let oo: String?? = "x"
dump(oo)
dump(["k": 1])
dump([Status.idle, .running(pid: 1)])
let empty: [Int] = []
dump(empty)
dump(1...3)
dump(Character("c"))
dump(2.5)
// expect: - main.Status.idle
// expect: ▿ main.Status.running
// expect:   ▿ running: (1 element)
// expect:     - pid: 42
// expect: ▿ main.Status.failed
// expect:   ▿ failed: (2 elements)
// expect:     - .0: "oops"
// expect:     - code: 2
// expect: ▿ main.Tree.node
// expect:   ▿ node: (2 elements)
// expect:     ▿ .0: main.Tree.leaf
// expect:       - leaf: 1
// expect:     ▿ .1: main.Tree.leaf
// expect:       - leaf: 2
// expect: ▿ 3 elements
// expect:   - 1
// expect:   - 2
// expect:   - 3
// expect: ▿ 1 element
// expect:   - "a"
// expect: ▿ Optional(5)
// expect:   - some: 5
// expect: - nil
// expect: ▿ Optional(Optional("x"))
// expect:   ▿ some: Optional("x")
// expect:     - some: "x"
// expect: ▿ 1 key/value pair
// expect:   ▿ (2 elements)
// expect:     - key: "k"
// expect:     - value: 1
// expect: ▿ 2 elements
// expect:   - main.Status.idle
// expect:   ▿ main.Status.running
// expect:     ▿ running: (1 element)
// expect:       - pid: 1
// expect: - 0 elements
// expect: ▿ ClosedRange(1...3)
// expect:   - lowerBound: 1
// expect:   - upperBound: 3
// expect: - "c"
// expect: - 2.5
