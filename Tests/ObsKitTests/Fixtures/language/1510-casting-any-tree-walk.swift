// Type casting while walking an untyped tree ([String: Any] and [Any] nested like parsed JSON): recursion with `as?` on dictionaries, arrays and scalars.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let document: [String: Any] = [
    "name": "catalog",
    "version": 3,
    "items": [
        ["sku": "A1", "price": 9.5, "tags": ["new", "sale"]],
        ["sku": "B2", "price": 20, "tags": [String]()],
    ],
    "published": true,
]

func walk(_ node: Any, path: String, into lines: inout [String]) {
    if let dict = node as? [String: Any] {
        for key in dict.keys.sorted() {
            walk(dict[key]!, path: path + "/" + key, into: &lines)
        }
    } else if let list = node as? [Any] {
        if list.isEmpty { lines.append("\(path) = []") }
        for (i, item) in list.enumerated() {
            walk(item, path: path + "[\(i)]", into: &lines)
        }
    } else if let s = node as? String {
        lines.append("\(path) = \"\(s)\"")
    } else if let b = node as? Bool {
        lines.append("\(path) = \(b) (Bool)")
    } else if let i = node as? Int {
        lines.append("\(path) = \(i) (Int)")
    } else if let d = node as? Double {
        lines.append("\(path) = \(d) (Double)")
    } else {
        lines.append("\(path) = ? \(type(of: node))")
    }
}

var lines: [String] = []
walk(document, path: "", into: &lines)
for l in lines { print(l) }

let prices = (document["items"] as? [[String: Any]])?.compactMap { $0["price"] as? Double } ?? []
print("double prices:", prices)
let ints = (document["items"] as? [[String: Any]])?.compactMap { $0["price"] as? Int } ?? []
print("int prices:", ints)

// expect: /items[0]/price = 9.5 (Double)
// expect: /items[0]/sku = "A1"
// expect: /items[0]/tags[0] = "new"
// expect: /items[0]/tags[1] = "sale"
// expect: /items[1]/price = 20 (Int)
// expect: /items[1]/sku = "B2"
// expect: /items[1]/tags = []
// expect: /name = "catalog"
// expect: /published = true (Bool)
// expect: /version = 3 (Int)
// expect: double prices: [9.5]
// expect: int prices: [20]
