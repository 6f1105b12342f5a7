// Stack Overflow style (nil for a generic optional): passing nil where T? is expected, with T fixed by another argument or annotation
func firstOr<T>(_ xs: [T], _ fallback: T?) -> String {
    if let f = xs.first { return "first \(f)" }
    if let fb = fallback { return "fallback \(fb)" }
    return "nothing"
}

func coalesce<T>(_ values: T?...) -> T? {
    for v in values { if let v = v { return v } }
    return nil
}

func wrap<T>(_ x: T?) -> [T] {
    x.map { [$0] } ?? []
}

print(firstOr([1, 2], nil))
print(firstOr([] as [String], nil))
print(firstOr([], 9))
print(coalesce(nil, nil, 3, 4) as Any)
let none: Int? = coalesce(nil, nil)
print(none as Any)
let w: [String] = wrap(nil)
print(w, w.isEmpty)
print(wrap(5))
let dict: [String: Int?] = ["a": 1, "b": nil]
print(dict["b"] as Any, dict["c"] as Any)
print(dict.keys.sorted().map { "\($0):\(String(describing: dict[$0]!))" })

// expect: first 1
// expect: nothing
// expect: fallback 9
// expect: Optional(3)
// expect: nil
// expect: [] true
// expect: [5]
// expect: Optional(nil) nil
// expect: ["a:Optional(1)", "b:nil"]
