// Blog style (dump enums and optionals): markers for enums, optionals, arrays
enum Status { case active, banned(reason: String), pending(Int, Int) }
dump(Status.active)
dump(Status.banned(reason: "spam"))
dump(Status.pending(1, 2))
let o: Int? = 5
dump(o)
let none: String? = nil
dump(none)
dump([1, 2, 3])
dump([String]())
dump(["k": 1])
dump("text")
dump(3.25)
dump(true)
dump((1, "a"))
let nested: [[Int]] = [[1], []]
dump(nested)
dump(Set([7]))
let os: [Int?] = [nil, 4]
dump(os)
enum Raw: String { case a = "A" }
dump(Raw.a)
// expect: - main.Status.active
// expect: ▿ main.Status.banned
// expect:   ▿ banned: (1 element)
// expect:     - reason: "spam"
// expect: ▿ main.Status.pending
// expect:   ▿ pending: (2 elements)
// expect:     - .0: 1
// expect:     - .1: 2
// expect: ▿ Optional(5)
// expect:   - some: 5
// expect: - nil
// expect: ▿ 3 elements
// expect:   - 1
// expect:   - 2
// expect:   - 3
// expect: - 0 elements
// expect: ▿ 1 key/value pair
// expect:   ▿ (2 elements)
// expect:     - key: "k"
// expect:     - value: 1
// expect: - "text"
// expect: - 3.25
// expect: - true
// expect: ▿ (2 elements)
// expect:   - .0: 1
// expect:   - .1: "a"
// expect: ▿ 2 elements
// expect:   ▿ 1 element
// expect:     - 1
// expect:   - 0 elements
// expect: ▿ 1 member
// expect:   - 7
// expect: ▿ 2 elements
// expect:   - nil
// expect:   ▿ Optional(4)
// expect:     - some: 4
// expect: - main.Raw.a
