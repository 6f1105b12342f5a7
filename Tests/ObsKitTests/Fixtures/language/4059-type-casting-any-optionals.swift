// Swift book style: Type Casting: Any with optionals, metatypes, nested arrays and dictionaries of Any
let values: [Any] = [1, "two", 3.0, [4, 5], ["six": 6], Optional<Int>.none as Any, Int.self, (7, "eight")]

func describe(_ value: Any) -> String {
    switch value {
    case let i as Int:
        return "Int \(i)"
    case let s as String:
        return "String \(s)"
    case let d as Double:
        return "Double \(d)"
    case let arr as [Int]:
        return "Array of \(arr.count) ints summing to \(arr.reduce(0, +))"
    case let dict as [String: Int]:
        return "Dictionary with keys \(dict.keys.sorted())"
    case let t as Any.Type:
        return "Type \(t)"
    case let (n, s) as (Int, String):
        return "Tuple \(n) and \(s)"
    case let opt as Int?:
        return "Optional int: \(opt == nil ? "nil" : "value")"
    default:
        return "Unknown"
    }
}

for v in values {
    print(describe(v))
}

let mixed: [String: Any] = ["name": "Widget", "count": 3, "price": 2.5, "tags": ["a", "b"]]
for key in mixed.keys.sorted() {
    let value = mixed[key]!
    if let s = value as? String {
        print("\(key) -> string \(s)")
    } else if let n = value as? Int {
        print("\(key) -> int \(n)")
    } else if let d = value as? Double {
        print("\(key) -> double \(d)")
    } else if let list = value as? [String] {
        print("\(key) -> list \(list.joined(separator: "+"))")
    }
}

let count = mixed["count"] as? Int ?? 0
let price = mixed["price"] as? Double ?? 0
print("subtotal: \(Double(count) * price)")
print("missing as Int: \(mixed["weight"] as? Int ?? -1)")

let anyInt: Any = 42
print("is Int: \(anyInt is Int), is String: \(anyInt is String)")
print("type name: \(type(of: anyInt))")
let casted = anyInt as! Int + 8
print("casted sum: \(casted)")
// expect: Int 1
// expect: String two
// expect: Double 3.0
// expect: Array of 2 ints summing to 9
// expect: Dictionary with keys ["six"]
// expect: Optional int: nil
// expect: Type Int
// expect: Tuple 7 and eight
// expect: count -> int 3
// expect: name -> string Widget
// expect: price -> double 2.5
// expect: tags -> list a+b
// expect: subtotal: 7.5
// expect: missing as Int: -1
// expect: is Int: true, is String: false
// expect: type name: Int
// expect: casted sum: 50
