// Swift Evolution style (SE-0366 consume operator): ending local lifetimes explicitly
struct Batch {
    var name: String
    var items: [Int]
}

func ship(_ batch: consuming Batch) -> String {
    batch.items.append(0)   // consuming parameters are mutable locals
    return "\(batch.name): \(batch.items.count) items"
}

func buildAndShip() {
    var batch = Batch(name: "morning", items: [4, 8, 15])
    batch.items.append(16)

    // Hand the value off; using `batch` after this would be a compile error
    print(ship(consume batch))

    // A `var` can be reinitialized after being consumed
    batch = Batch(name: "evening", items: [])
    batch.items += [23, 42]
    print(ship(consume batch))
}
buildAndShip()

// Consuming into a new binding transfers ownership without a copy
func rename() {
    let original = Batch(name: "draft", items: [1, 2, 3])
    var final = consume original
    final.name = "final"
    print(final.name, final.items)
}
rename()

// Consume also works on parameters declared `consuming` or `__owned`
func splitOff(_ list: consuming [String], keep n: Int) -> ([String], [String]) {
    let all = consume list
    return (Array(all.prefix(n)), Array(all.dropFirst(n)))
}
let (kept, rest) = splitOff(["a", "b", "c", "d", "e"], keep: 2)
print(kept, rest)

// A typical pattern: build up a value in a loop, then consume it into the result
func tokenize(_ text: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    for ch in text {
        if ch == " " {
            if !current.isEmpty {
                tokens.append(consume current)
                current = ""
            }
        } else {
            current.append(ch)
        }
    }
    if !current.isEmpty { tokens.append(consume current) }
    return tokens
}
print(tokenize("  consume   ends a   lifetime "))

// Consuming an optional
func takeFirst() {
    var pending: String? = "job-1"
    if let job = consume pending {
        print("running", job)
    }
    pending = nil
    print("pending is", pending ?? "empty")
}
takeFirst()

// expect: morning: 5 items
// expect: evening: 3 items
// expect: final [1, 2, 3]
// expect: ["a", "b"] ["c", "d", "e"]
// expect: ["consume", "ends", "a", "lifetime"]
// expect: running job-1
// expect: pending is empty
