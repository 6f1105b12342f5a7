// Compiler test style: conditional conformances on Array/Optional/Dictionary and dispatch through them
// known-gap: line 8: expected "nil", got "<unencodable Optional<Any>>"
protocol Encodable2 {
  func encoded() -> String
}
extension Int: Encodable2 { func encoded() -> String { "i\(self)" } }
extension String: Encodable2 { func encoded() -> String { "s\(count):\(self)" } }
extension Bool: Encodable2 { func encoded() -> String { self ? "T" : "F" } }

extension Array: Encodable2 where Element: Encodable2 {
  func encoded() -> String { "[" + map { $0.encoded() }.joined(separator: ",") + "]" }
}
extension Optional: Encodable2 where Wrapped: Encodable2 {
  func encoded() -> String {
    switch self {
    case .some(let w): return "?" + w.encoded()
    case .none: return "nil"
    }
  }
}
extension Dictionary: Encodable2 where Key == String, Value: Encodable2 {
  func encoded() -> String {
    "{" + keys.sorted().map { "\($0)=\(self[$0]!.encoded())" }.joined(separator: ";") + "}"
  }
}

func encode<T: Encodable2>(_ value: T) -> String { value.encoded() }
func encodeAny(_ value: Any) -> String {
  if let e = value as? Encodable2 { return e.encoded() }
  return "<unencodable \(type(of: value))>"
}

print(encode(42))
print(encode([1, 2, 3]))
print(encode([["a"], ["bc", "d"]]))
print(encode([Int?.some(1), nil]))
print(encode(["x": [true, false], "a": []]))
print(encodeAny([1, 2]))
print(encodeAny([1.5, 2.5]))
print(encodeAny(Optional<String>.none))
print(encodeAny(["k": 3]))
print(encodeAny([3: "k"]))
let nested: [Encodable2] = [1, "two", [3, 4], [[true]]]
print(nested.map { $0.encoded() }.joined(separator: " | "))
print([1, 2] is Encodable2, [1.0] is Encodable2)
// expect: i42
// expect: [i1,i2,i3]
// expect: [[s1:a],[s2:bc,s1:d]]
// expect: [?i1,nil]
// expect: {a=[];x=[T,F]}
// expect: [i1,i2]
// expect: <unencodable Array<Double>>
// expect: nil
// expect: {k=i3}
// expect: <unencodable Dictionary<Int, String>>
// expect: i1 | s3:two | [i3,i4] | [[T]]
// expect: true false
