// Swift stdlib test style (Optional APIs): map and flatMap on optionals, ?? chains including an optional right side, optional chaining on methods and subscripts, and unsafelyUnwrapped-free unwrapping
let present: Int? = 4
let absent: Int? = nil
print(present.map { $0 * 2 } as Any, absent.map { $0 * 2 } as Any)
print(present.flatMap { $0 > 3 ? "big" : nil } as Any, present.flatMap { $0 > 10 ? "huge" : nil } as Any)
print(present.map { String($0) } ?? "none", absent.map { String($0) } ?? "none")
let nestedOpt: Int?? = present.map { $0 > 3 ? $0 : nil }
print(nestedOpt as Any, nestedOpt.flatMap { $0 } as Any)

let a: Int? = nil
let b: Int? = nil
let c: Int? = 7
print(a ?? b ?? c ?? 0)
print(a ?? b ?? 0)
let maybe: Int? = a ?? b
print(maybe as Any)
let chained: Int? = a ?? c
print(chained as Any)

let strings = ["10", "x", "30"]
let parsed = strings.map { Int($0) ?? -1 }
print(parsed)
let firstLong = strings.first(where: { $0.count > 1 })?.uppercased() ?? "none"
print(firstLong)

struct Box { var items: [String]; var label: String? }
let box: Box? = Box(items: ["a", "b"], label: nil)
let emptyBox: Box? = nil
print(box?.items.count as Any, emptyBox?.items.count as Any)
print(box?.items.first?.uppercased() as Any, box?.label?.count as Any)
print(box?.label ?? "unlabeled", emptyBox?.label ?? "no box")
let dict: [String: [Int]] = ["k": [1, 2, 3]]
print(dict["k"]?[1] as Any, dict["z"]?[1] as Any, dict["k"]?.last.map { $0 + 100 } as Any)

var counter: Int? = 5
counter? += 1
print(counter as Any)
counter = nil
counter? += 1
print(counter as Any)

func describe(_ value: Int?) -> String {
    guard let v = value else { return "nothing" }
    if let doubled = Optional(v * 2), doubled > 10 { return "large \(doubled)" }
    return "small \(v)"
}
print(describe(nil), describe(3), describe(8))
if let x = present, let y = c, x < y { print("both", x, y) }
print(present != nil, absent == nil, String(describing: absent), String(describing: present))

// expect: Optional(8) nil
// expect: Optional("big") nil
// expect: 4 none
// expect: Optional(Optional(4)) Optional(4)
// expect: 7
// expect: 0
// expect: nil
// expect: Optional(7)
// expect: [10, -1, 30]
// expect: 10
// expect: Optional(2) nil
// expect: Optional("A") nil
// expect: unlabeled no box
// expect: Optional(2) nil Optional(103)
// expect: Optional(6)
// expect: nil
// expect: nothing small 3 large 16
// expect: both 4 7
// expect: true true nil Optional(4)
