// Compiler test style: optionals - map/flatMap, nested optionals, optional patterns in switch and for-case
let a: Int? = 4
let b: Int? = nil
print(a.map { $0 * 2 } as Any, b.map { $0 * 2 } as Any)
print(a.flatMap { $0 > 3 ? String($0) : nil } as Any)
print(a.flatMap { $0 > 5 ? String($0) : nil } as Any)
let nested: Int?? = .some(nil)
let nested2: Int?? = nil
let nested3: Int?? = 5
for n in [nested, nested2, nested3] {
    switch n {
    case .some(.some(let v)): print("value", v)
    case .some(.none): print("inner nil")
    case .none: print("outer nil")
    }
}
print(nested == nil, nested2 == nil)
print((nested ?? 0) as Any, (nested ?? 0) ?? -1)
let values: [Int?] = [1, nil, 3, nil, 5]
for case let v? in values { print("got", v) }
for case nil in values { print("a nil") }
print(values.compactMap { $0 })
switch (a, b) {
case let (x?, y?): print("both", x, y)
case let (x?, nil): print("only first", x)
case (nil, _): print("first nil")
}
if case let x? = a, x % 2 == 0 { print("even", x) }
let s: String? = "hello"
print(s?.count as Any, s?.uppercased().first as Any)
var opt: [Int]? = [1, 2]
opt?.append(3)
print(opt as Any, opt?.count ?? 0)
let chained = s.flatMap { Int($0) } ?? Int("12")
print(chained as Any)
print(String(describing: Optional(Optional(3))))

// expect: Optional(8) nil
// expect: Optional("4")
// expect: nil
// expect: inner nil
// expect: outer nil
// expect: value 5
// expect: false true
// expect: nil -1
// expect: got 1
// expect: got 3
// expect: got 5
// expect: a nil
// expect: a nil
// expect: [1, 3, 5]
// expect: only first 4
// expect: even 4
// expect: Optional(5) Optional("H")
// expect: Optional([1, 2, 3]) 3
// expect: Optional(12)
// expect: Optional(Optional(3))
