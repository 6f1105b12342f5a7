// Compiler test style: optional binding with if/guard, nil-coalescing, map/flatMap on optionals, optional pattern matching
func parse(_ s: String) -> Int? { return Int(s) }

let inputs = ["12", "x", "7", ""]
for input in inputs {
    if let n = parse(input), n > 10 {
        print("\(input): big \(n)")
    } else if let n = parse(input) {
        print("\(input): small \(n)")
    } else {
        print("'\(input)': not a number")
    }
}

func describe(_ value: Int?) -> String {
    guard let v = value else { return "missing" }
    return "value \(v)"
}
print(describe(5), describe(nil))

let maybe: Int? = 4
print(maybe.map { $0 * 10 } as Any)
print(maybe.flatMap { $0 > 3 ? String($0) : nil } ?? "filtered")
let none: Int? = nil
print(none.map { $0 + 1 } ?? -1)

let values: [Int?] = [1, nil, 3, nil, 5]
for case let v? in values { print("got", v) }
print(values.compactMap { $0 }.reduce(0, +))
switch maybe {
case .some(let x) where x % 2 == 0: print("even some", x)
case .some(let x): print("odd some", x)
case .none: print("none")
}
var nested: Int?? = .some(nil)
if case .some(.none) = nested { print("inner nil") }
nested = 9
if let outer = nested, let inner = outer { print("inner", inner) }
var name: String?
name = name ?? "default"
print(name!)
// expect: 12: big 12
// expect: 'x': not a number
// expect: 7: small 7
// expect: '': not a number
// expect: value 5 missing
// expect: Optional(40)
// expect: 4
// expect: -1
// expect: got 1
// expect: got 3
// expect: got 5
// expect: 9
// expect: even some 4
// expect: inner nil
// expect: inner 9
// expect: default
