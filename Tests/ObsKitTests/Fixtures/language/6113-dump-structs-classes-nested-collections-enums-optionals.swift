// Compiler test style (dump): dump of structs, classes, nested collections, enums, optionals and tuples, with its return value, indentation and maxDepth
struct Size { var w: Int; var h: Int }
struct Item { let name: String; let sizes: [Size]; let note: String? }
class Shelf { let label = "top"; var items: [Item] = [] }
enum Mode { case on(level: Int), off }

dump(Size(w: 2, h: 3))
dump(Item(name: "box", sizes: [Size(w: 1, h: 1)], note: nil))
let shelf = Shelf()
shelf.items.append(Item(name: "cup", sizes: [], note: "fragile"))
_ = dump(shelf)
dump(Mode.on(level: 4))
dump(Mode.off)
dump([1, 2, 3])
dump((x: 1, "y"))
dump(Optional("wrapped"))
let returned = dump([Size(w: 5, h: 6)], name: "sizes")
print(returned.count)
dump([[1, 2], [3]], indent: 2)
dump(Item(name: "deep", sizes: [Size(w: 9, h: 9)], note: "n"), maxDepth: 1)
dump([Size(w: 1, h: 2), Size(w: 3, h: 4), Size(w: 5, h: 6)], maxItems: 2)
dump(["a": 1])
dump(3.5)
dump("plain")

// expect: ▿ main.Size
// expect:   - w: 2
// expect:   - h: 3
// expect: ▿ main.Item
// expect:   - name: "box"
// expect:   ▿ sizes: 1 element
// expect:     ▿ main.Size
// expect:       - w: 1
// expect:       - h: 1
// expect:   - note: nil
// expect: ▿ main.Shelf #0
// expect:   - label: "top"
// expect:   ▿ items: 1 element
// expect:     ▿ main.Item
// expect:       - name: "cup"
// expect:       - sizes: 0 elements
// expect:       ▿ note: Optional("fragile")
// expect:         - some: "fragile"
// expect: ▿ main.Mode.on
// expect:   ▿ on: (1 element)
// expect:     - level: 4
// expect: - main.Mode.off
// expect: ▿ 3 elements
// expect:   - 1
// expect:   - 2
// expect:   - 3
// expect: ▿ (2 elements)
// expect:   - x: 1
// expect:   - .1: "y"
// expect: ▿ Optional("wrapped")
// expect:   - some: "wrapped"
// expect: ▿ sizes: 1 element
// expect:   ▿ main.Size
// expect:     - w: 5
// expect:     - h: 6
// expect: 1
// expect:   ▿ 2 elements
// expect:     ▿ 2 elements
// expect:       - 1
// expect:       - 2
// expect:     ▿ 1 element
// expect:       - 3
// expect: ▿ main.Item
// expect:   - name: "deep"
// expect:   ▹ sizes: 1 element
// expect:   ▹ note: Optional("n")
// expect: ▿ 3 elements
// expect:   ▿ main.Size
// expect:       (2 children)
// expect:     (2 more children)
// expect: ▿ 1 key/value pair
// expect:   ▿ (2 elements)
// expect:     - key: "a"
// expect:     - value: 1
// expect: - 3.5
// expect: - "plain"
