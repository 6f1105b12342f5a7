// Compiler test style: optionals of structs, enums and classes inside collections
struct Item { var id: Int }
enum Flag { case on, off }
class Ref {}

let items: [Item?] = [Item(id: 1), nil]
print(items)
let flags: [Flag?] = [.on, nil, .off]
print(flags)
let refs: [Ref?] = [Ref(), nil]
print(refs)
let nested: [[Int]?] = [[1], nil, []]
print(nested)
let dict: [String: Int?] = ["a": nil]
print(dict)
let dict2: [String: Int?] = ["b": 2]
print(dict2)
print(dict2["b"] as Any)
print(dict2["zz"] as Any)
let tuples: [(Int?, String?)] = [(1, nil), (nil, "s")]
print(tuples)
let optArr: [Item]? = nil
print(optArr as Any)
let wrapped: Item?? = Item(id: 5)
print(wrapped as Any)
debugPrint(items)
print(String(describing: flags))
let anyList: [Any] = [Optional(1) as Any, Optional<Int>.none as Any, Item(id: 2)]
print(anyList)
// expect: [Optional(main.Item(id: 1)), nil]
// expect: [Optional(main.Flag.on), nil, Optional(main.Flag.off)]
// expect: [Optional(main.Ref), nil]
// expect: [Optional([1]), nil, Optional([])]
// expect: ["a": nil]
// expect: ["b": Optional(2)]
// expect: Optional(Optional(2))
// expect: nil
// expect: [(Optional(1), nil), (nil, Optional("s"))]
// expect: nil
// expect: Optional(Optional(main.Item(id: 5)))
// expect: [Optional(main.Item(id: 1)), nil]
// expect: [Optional(main.Flag.on), nil, Optional(main.Flag.off)]
// expect: [Optional(1), nil, main.Item(id: 2)]
