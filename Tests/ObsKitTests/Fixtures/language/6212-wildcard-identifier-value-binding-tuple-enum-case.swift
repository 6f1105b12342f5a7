// Language Reference style (patterns): wildcard, identifier, value-binding, tuple, enum case with optionals, and type-casting patterns
let (a, _, c) = (1, 2, 3)
print(a, c)
let point = (3, -3)
switch point {
case let (x, y) where x == -y: print("anti-diagonal", x)
default: print("other")
}
switch (1, "one") {
case (let n, var s): s += "!"; print(n, s)
}
let (p, (q, r)) = (1, (2, 3))
print(p + q + r)

enum Shape { case circle(Int), rect(w: Int, h: Int), none }
for s in [Shape.circle(2), .rect(w: 3, h: 4), .none] {
    switch s {
    case .circle(let radius): print("circle", radius)
    case let .rect(w: width, h: height): print("rect", width * height)
    case .none: print("none")
    }
}
let maybe: Shape? = .circle(5)
if case .circle(let r)? = maybe { print("optional circle", r) }
switch maybe {
case .some(.rect): print("rect")
case .some(.circle(let r)) where r > 3: print("big circle", r)
case .some: print("other shape")
case nil: print("nil")
}
let nums: [Int?] = [1, nil, 3, nil]
var found: [Int] = []
for case let n? in nums { found.append(n) }
print(found, nums.filter { if case .none = $0 { true } else { false } }.count)
switch Optional(Optional(4)) {
case let x??: print("double unwrap", x)
default: print("none")
}

let values: [Any] = [5, "str", 2.5, [1], Shape.none]
for v in values {
    switch v {
    case is String: print("is String")
    case let i as Int where i > 3: print("big int", i)
    case let d as Double: print("double", d)
    case let arr as [Int]: print("array", arr)
    case let sh as Shape: print("shape", sh)
    default: print("default")
    }
}
if case (1...5, let y) = (3, "yes") { print("tuple range", y) }
guard case let .rect(w, _) = Shape.rect(w: 9, h: 1) else { fatalError() }
print("guard bound", w)
let x: Int? = 7
if case let y? = x, y > 5 { print("bound", y) }
var (m, n) = (1, 2); m += n; n = m * 2
print(m, n)

// expect: 1 3
// expect: anti-diagonal 3
// expect: 1 one!
// expect: 6
// expect: circle 2
// expect: rect 12
// expect: none
// expect: optional circle 5
// expect: big circle 5
// expect: [1, 3] 2
// expect: double unwrap 4
// expect: big int 5
// expect: is String
// expect: double 2.5
// expect: array [1]
// expect: shape none
// expect: tuple range yes
// expect: guard bound 9
// expect: bound 7
// expect: 3 6
