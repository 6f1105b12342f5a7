// Advanced Swift style (Optionals): double optionals from dictionaries whose values are optional, and from first on arrays of optionals
var nicknames: [String: String?] = ["ann": "Annie", "bob": nil]
print(nicknames.count)

func lookup(_ key: String) -> String {
    switch nicknames[key] {
    case .none: return "\(key): no entry"
    case .some(.none): return "\(key): entry without nickname"
    case .some(.some(let n)): return "\(key): \(n)"
    }
}
print(lookup("ann"), "|", lookup("bob"), "|", lookup("cid"))

if let entry = nicknames["bob"] {
    print("bob has entry:", entry as Any)
}
if let entry = nicknames["bob"], let nick = entry {
    print("bob nick", nick)
} else {
    print("bob: no nick")
}

nicknames["bob"] = nil
print(nicknames.keys.sorted())
nicknames["cid"] = .some(nil)
print(nicknames.keys.sorted(), nicknames["cid"] as Any)
nicknames.updateValue(nil, forKey: "dee")
print(nicknames.keys.sorted())
nicknames["ann"] = Optional<String>.none
print(nicknames.keys.sorted())
nicknames["ann"] = nil as String??
print(nicknames.keys.sorted())

let items: [Int?] = [nil, 2]
let head = items.first
print(head as Any)
if let h = head { print("first exists:", h as Any) }
let flattened = items.first ?? nil
print(flattened as Any)
let flatMapped = items.first.flatMap { $0 }
print(flatMapped as Any)
let xs: [String: Int?] = ["a": 1, "b": nil]
let present = xs.compactMap { k, v in v.map { "\(k)=\($0)" } }.sorted()
print(present)
print(xs["b"] == .some(nil), xs["z"] == nil, xs["a"] == 1)

// expect: 2
// expect: ann: Annie | bob: entry without nickname | cid: no entry
// expect: bob has entry: nil
// expect: bob: no nick
// expect: ["ann"]
// expect: ["ann", "cid"] Optional(nil)
// expect: ["ann", "cid", "dee"]
// expect: ["ann", "cid", "dee"]
// expect: ["cid", "dee"]
// expect: Optional(nil)
// expect: first exists: nil
// expect: nil
// expect: nil
// expect: ["a=1"]
// expect: true true true
