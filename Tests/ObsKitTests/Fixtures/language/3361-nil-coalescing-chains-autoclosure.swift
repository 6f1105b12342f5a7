// Compiler test style: nil-coalescing chains, autoclosure laziness of ??, optional of optional, ?? with optionals on right
var evaluated: [String] = []
func side(_ s: String, _ v: Int?) -> Int? { evaluated.append(s); return v }
func sideInt(_ s: String, _ v: Int) -> Int { evaluated.append(s); return v }

let a = side("a", 1) ?? sideInt("b", 2)
print(a, evaluated); evaluated = []
let b = side("a", nil) ?? sideInt("b", 2)
print(b, evaluated); evaluated = []
let c = side("a", nil) ?? side("b", nil) ?? sideInt("c", 3)
print(c, evaluated); evaluated = []
let d: Int? = side("a", nil) ?? side("b", nil)
print(d as Any, evaluated); evaluated = []

let oo: Int?? = .some(nil)
let o1: Int?? = nil
let o2: Int?? = 5
print((oo ?? 7) as Any, (o1 ?? 7) as Any, (o2 ?? 7) as Any)
print(((oo ?? 7) ?? 8), ((o1 ?? 7) ?? 8), ((o2 ?? 7) ?? 8))

if case .some(.none) = oo { print("oo is some(nil)") }
if case .none = o1 { print("o1 is nil") }
if let x = o2, let y = x { print("o2 unwrapped twice: \(y)") }
if let x = oo { print("oo outer unwrapped: \(x as Any)") }

let strs: [String?] = ["x", nil, "z"]
print(strs.map { $0 ?? "-" }.joined())
let dict = ["k": 1]
print(dict["k"] ?? 0, dict["q"] ?? 0, dict["q", default: 42])
let s: String? = nil
print((s?.count ?? 0) + 10)
print(s?.uppercased() ?? "default".uppercased())
// expect: 1 ["a"]
// expect: 2 ["a", "b"]
// expect: 3 ["a", "b", "c"]
// expect: nil ["a", "b"]
// expect: nil Optional(7) Optional(5)
// expect: 8 7 5
// expect: oo is some(nil)
// expect: o1 is nil
// expect: o2 unwrapped twice: 5
// expect: oo outer unwrapped: nil
// expect: x-z
// expect: 1 0 42
// expect: 10
// expect: DEFAULT
