// Compiler test style: printing nested optionals like Int?? and String??

let a: Int?? = 5
let b: Int?? = .some(nil)
let c: Int?? = nil

print(a as Any)
print(b as Any)
print(c as Any)

print(String(describing: a))
print(String(describing: b))
print(String(describing: c))

debugPrint(a as Any)
debugPrint(b as Any)

let s: String?? = "hi"
print(s as Any)
debugPrint(s as Any)

let triple: Int??? = 1
print(triple as Any)

let tripleInnerNil: Int??? = .some(.some(nil))
print(tripleInnerNil as Any)

// Flattening
if let outer = a, let inner = outer {
    print("unwrapped \(inner)")
}
if let outer = b {
    print("outer present, inner:", outer as Any)
}
if c == nil {
    print("c is nil")
}

// Arrays of optionals and nested
let arr: [Int?] = [1, nil, 3]
print(arr)
let arr2: [Int??] = [1, .some(nil), nil]
print(arr2)

// Optional of array
let oa: [Int]? = [1, 2]
print(oa as Any)
let ona: [Int]? = nil
print(ona as Any)

// Dictionary lookup gives optional
let dict: [String: Int?] = ["k": nil]
print(dict["k"] as Any)
print(dict["missing"] as Any)
print(dict)

// Interpolation of optionals
let x: Int? = 9
print("x = \(String(describing: x))")
let y: Double? = nil
print("y = \(String(describing: y))")

// map / flatMap
let mapped = x.map { $0 * 2 }
print(mapped as Any)
let doubleWrapped = x.map { Optional($0) }
print(doubleWrapped as Any)
let flat = x.flatMap { Optional($0 + 1) }
print(flat as Any)

// Nil coalescing across levels
let v1 = (b ?? 0) ?? -1
print(v1)
let v2 = (a ?? 0) ?? -1
print(v2)

dump(a)
dump(b)
dump(c)

// expect: Optional(Optional(5))
// expect: Optional(nil)
// expect: nil
// expect: Optional(Optional(5))
// expect: Optional(nil)
// expect: nil
// expect: Optional(Optional(5))
// expect: Optional(nil)
// expect: Optional(Optional("hi"))
// expect: Optional(Optional("hi"))
// expect: Optional(Optional(Optional(1)))
// expect: Optional(Optional(nil))
// expect: unwrapped 5
// expect: outer present, inner: nil
// expect: c is nil
// expect: [Optional(1), nil, Optional(3)]
// expect: [Optional(Optional(1)), Optional(nil), nil]
// expect: Optional([1, 2])
// expect: nil
// expect: Optional(nil)
// expect: nil
// expect: ["k": nil]
// expect: x = Optional(9)
// expect: y = nil
// expect: Optional(18)
// expect: Optional(Optional(9))
// expect: Optional(10)
// expect: -1
// expect: 5
// expect: ▿ Optional(Optional(5))
// expect:   ▿ some: Optional(5)
// expect:     - some: 5
// expect: ▿ Optional(nil)
// expect:   - some: nil
// expect: - nil
