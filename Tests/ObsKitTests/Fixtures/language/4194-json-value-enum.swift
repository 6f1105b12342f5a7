// Compiler test style: recursive JSON-like enum with associated values, rendering and path queries
indirect enum JSON {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])
}

func render(_ j: JSON) -> String {
    switch j {
    case .null: return "null"
    case .bool(true): return "true"
    case .bool(false): return "false"
    case .number(let d) where d == Double(Int(d)):
        return String(Int(d))
    case .number(let d): return String(d)
    case .string(let s): return "\"\(s)\""
    case .array(let items):
        return "[" + items.map(render).joined(separator: ",") + "]"
    case .object(let fields):
        return "{" + fields.map { "\"\($0.0)\":\(render($0.1))" }.joined(separator: ",") + "}"
    }
}

enum PathStep {
    case key(String)
    case index(Int)
}

func lookup(_ j: JSON, _ path: [PathStep]) -> JSON? {
    guard let first = path.first else { return j }
    let rest = Array(path.dropFirst())
    switch (j, first) {
    case let (.object(fields), .key(k)):
        for (name, value) in fields where name == k {
            return lookup(value, rest)
        }
        return nil
    case let (.array(items), .index(i)) where i >= 0 && i < items.count:
        return lookup(items[i], rest)
    default:
        return nil
    }
}

func depth(_ j: JSON) -> Int {
    switch j {
    case .array(let xs): return 1 + xs.map(depth).reduce(0, max)
    case .object(let fs): return 1 + fs.map { depth($0.1) }.reduce(0, max)
    default: return 0
    }
}

func countStrings(_ j: JSON) -> Int {
    switch j {
    case .string: return 1
    case .array(let xs): return xs.reduce(0) { $0 + countStrings($1) }
    case .object(let fs): return fs.reduce(0) { $0 + countStrings($1.1) }
    case .null, .bool, .number: return 0
    }
}

let doc: JSON = .object([
    ("name", .string("widget")),
    ("version", .number(3)),
    ("price", .number(9.5)),
    ("active", .bool(true)),
    ("tags", .array([.string("a"), .string("b"), .null])),
    ("owner", .object([("id", .number(42)), ("email", .string("x@y.z"))])),
    ("matrix", .array([.array([.number(1), .number(2)]), .array([.number(3)])])),
])

print(render(doc))
print("depth: \(depth(doc)), strings: \(countStrings(doc))")

let queries: [[PathStep]] = [
    [.key("name")],
    [.key("tags"), .index(1)],
    [.key("tags"), .index(5)],
    [.key("owner"), .key("id")],
    [.key("matrix"), .index(0), .index(1)],
    [.key("missing")],
    [.index(0)],
    [],
]
for q in queries {
    let desc = q.map { step -> String in
        switch step {
        case .key(let k): return "." + k
        case .index(let i): return "[\(i)]"
        }
    }.joined()
    if let found = lookup(doc, q) {
        print("doc\(desc) = \(render(found))")
    } else {
        print("doc\(desc) not found")
    }
}

if case .object(let fields) = doc {
    for case let (key, .number(n)) in fields {
        print("numeric field \(key): \(n)")
    }
    for case (let key, .bool(true)) in fields {
        print("true flag: \(key)")
    }
}

// Expected output:
// expect: {"name":"widget","version":3,"price":9.5,"active":true,"tags":["a","b",null],"owner":{"id":42,"email":"x@y.z"},"matrix":[[1,2],[3]]}
// expect: depth: 3, strings: 4
// expect: doc.name = "widget"
// expect: doc.tags[1] = "b"
// expect: doc.tags[5] not found
// expect: doc.owner.id = 42
// expect: doc.matrix[0][1] = 2
// expect: doc.missing not found
// expect: doc[0] not found
// expect: doc = {"name":"widget","version":3,"price":9.5,"active":true,"tags":["a","b",null],"owner":{"id":42,"email":"x@y.z"},"matrix":[[1,2],[3]]}
// expect: numeric field version: 3.0
// expect: numeric field price: 9.5
// expect: true flag: active
