// Compiler test style: dump of collections, optionals and tuples
// Checks dump output for arrays (element counts), single-entry dictionaries
// and sets, nested optionals, labeled/unlabeled tuples, arrays of class
// references (repeated references get the same "#N"), and empty collections.

dump([1, 2, 3])
dump([String]())
dump([[1], [2, 3]])

// Single-entry dictionary and set.
dump(["k": 1])
dump(Set(["s"]))

// Optionals.
let a: Int? = 4
let b: Int? = nil
let c: String?? = "deep"
dump(a)
dump(b)
dump(c)

// Tuples.
dump((1, "x"))
dump((name: "n", age: 3))
dump(())

// Array of optionals.
let opts: [Int?] = [1, nil]
dump(opts)

// Array of structs.
struct P { var x: Int }
dump([P(x: 1), P(x: 2)])

// Array of class references: the same object twice.
final class Obj {
  var v: Int
  init(_ v: Int) { self.v = v }
}
let o1 = Obj(1)
let o2 = Obj(2)
dump([o1, o2, o1])

// Optional class.
let oc: Obj? = Obj(9)
dump(oc)

// Tuple holding an array and an optional.
let t: ([Int], Int?) = ([5], nil)
dump(t)

// Ranges.
dump(0..<2)
dump(1...3)

// Characters and substrings.
dump(Character("c"))
dump("abc".dropFirst())

// expect: ▿ 3 elements
// expect:   - 1
// expect:   - 2
// expect:   - 3
// expect: - 0 elements
// expect: ▿ 2 elements
// expect:   ▿ 1 element
// expect:     - 1
// expect:   ▿ 2 elements
// expect:     - 2
// expect:     - 3
// expect: ▿ 1 key/value pair
// expect:   ▿ (2 elements)
// expect:     - key: "k"
// expect:     - value: 1
// expect: ▿ 1 member
// expect:   - "s"
// expect: ▿ Optional(4)
// expect:   - some: 4
// expect: - nil
// expect: ▿ Optional(Optional("deep"))
// expect:   ▿ some: Optional("deep")
// expect:     - some: "deep"
// expect: ▿ (2 elements)
// expect:   - .0: 1
// expect:   - .1: "x"
// expect: ▿ (2 elements)
// expect:   - name: "n"
// expect:   - age: 3
// expect: - (0 elements)
// expect: ▿ 2 elements
// expect:   ▿ Optional(1)
// expect:     - some: 1
// expect:   - nil
// expect: ▿ 2 elements
// expect:   ▿ main.P
// expect:     - x: 1
// expect:   ▿ main.P
// expect:     - x: 2
// expect: ▿ 3 elements
// expect:   ▿ main.Obj #0
// expect:     - v: 1
// expect:   ▿ main.Obj #1
// expect:     - v: 2
// expect:   ▿ main.Obj #0
// expect: ▿ Optional(main.Obj)
// expect:   ▿ some: main.Obj #0
// expect:     - v: 9
// expect: ▿ (2 elements)
// expect:   ▿ .0: 1 element
// expect:     - 5
// expect:   - .1: nil
// expect: ▿ Range(0..<2)
// expect:   - lowerBound: 0
// expect:   - upperBound: 2
// expect: ▿ ClosedRange(1...3)
// expect:   - lowerBound: 1
// expect:   - upperBound: 3
// expect: - "c"
// expect: - "bc"
