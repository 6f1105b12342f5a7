// Compiler test style: dump output for structs, classes, enums, tuples, optionals and nested collections
struct Item {
    let name: String
    var tags: [String]
    var count: Int?
}

enum Status {
    case active
    case paused(reason: String)
}

class Box {
    var contents: [Int] = [1, 2]
    var label = "box"
}

dump(Item(name: "pen", tags: ["blue", "office"], count: 3))
dump(Item(name: "cup", tags: [], count: nil))
dump(Status.active)
dump(Status.paused(reason: "lunch"))
dump((1, "two", [3.5]))
dump([[1, 2], [3]])
dump(["only": [true, false]])
let opt: [String?] = ["a", nil]
dump(opt)
let result = dump(Optional(Optional(5)))
print("dump returned:", result as Any)
dump(Box(), name: "mybox", maxDepth: 1)
dump([Item(name: "x", tags: ["t"], count: 1)], name: "items", indent: 2, maxItems: 4)

// expect: ▿ main.Item
// expect:   - name: "pen"
// expect:   ▿ tags: 2 elements
// expect:     - "blue"
// expect:     - "office"
// expect:   ▿ count: Optional(3)
// expect:     - some: 3
// expect: ▿ main.Item
// expect:   - name: "cup"
// expect:   - tags: 0 elements
// expect:   - count: nil
// expect: - main.Status.active
// expect: ▿ main.Status.paused
// expect:   ▿ paused: (1 element)
// expect:     - reason: "lunch"
// expect: ▿ (3 elements)
// expect:   - .0: 1
// expect:   - .1: "two"
// expect:   ▿ .2: 1 element
// expect:     - 3.5
// expect: ▿ 2 elements
// expect:   ▿ 2 elements
// expect:     - 1
// expect:     - 2
// expect:   ▿ 1 element
// expect:     - 3
// expect: ▿ 1 key/value pair
// expect:   ▿ (2 elements)
// expect:     - key: "only"
// expect:     ▿ value: 2 elements
// expect:       - true
// expect:       - false
// expect: ▿ 2 elements
// expect:   ▿ Optional("a")
// expect:     - some: "a"
// expect:   - nil
// expect: ▿ Optional(Optional(5))
// expect:   ▿ some: Optional(5)
// expect:     - some: 5
// expect: dump returned: Optional(Optional(5))
// expect: ▿ mybox: main.Box #0
// expect:   ▹ contents: 2 elements
// expect:   - label: "box"
// expect:   ▿ items: 1 element
// expect:     ▿ main.Item
// expect:       - name: "x"
// expect:       ▿ tags: 1 element
// expect:           (1 child)
// expect:         (1 more child)
