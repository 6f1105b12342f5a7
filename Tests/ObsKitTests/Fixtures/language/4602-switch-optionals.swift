// Compiler test style: switching over optionals with .some, nil and x? patterns
func describe(_ v: Int?) -> String {
    switch v {
    case .some(let x) where x < 0:
        return "negative \(x)"
    case .some(0):
        return "zero"
    case let x? where x > 100:
        return "huge \(x)"
    case let x?:
        return "value \(x)"
    case nil:
        return "nothing"
    }
}
for v in [-3, 0, 7, 500, nil] as [Int?] {
    print(describe(v))
}

// Optional enum values
enum Color { case red, green, blue }
func colorName(_ c: Color?) -> String {
    switch c {
    case .red?: return "RED"
    case .some(.green): return "GREEN"
    case .blue: return "BLUE (matched without ?)"
    case .none: return "NONE"
    }
}
print([Color.red, .green, .blue, nil].map(colorName))

// Tuples of optionals
func pairInfo(_ a: String?, _ b: String?) -> String {
    switch (a, b) {
    case let (x?, y?): return "both: \(x), \(y)"
    case let (x?, nil): return "only first: \(x)"
    case let (nil, y?): return "only second: \(y)"
    case (nil, nil): return "neither"
    }
}
print(pairInfo("a", "b"))
print(pairInfo("a", nil))
print(pairInfo(nil, "b"))
print(pairInfo(nil, nil))

// if case and for case with optionals
let maybes: [Int?] = [1, nil, 3, nil, 5]
for case let n? in maybes {
    print("present \(n)")
}
for case nil in maybes {
    print("a nil")
}
var count = 0
for case .some(let n) in maybes where n > 1 { count += n }
print("sum >1: \(count)")

if case let n? = maybes[2], n == 3 {
    print("third is three")
}
if case .none = maybes[1] {
    print("second is none")
}

// Nested optionals
let doubleOpt: Int?? = .some(nil)
switch doubleOpt {
case .some(.some(let v)): print("inner value \(v)")
case .some(.none): print("outer some, inner none")
case .none: print("outer none")
}
let doubleOpt2: Int?? = 8
switch doubleOpt2 {
case let v??: print("unwrapped twice \(v)")
default: print("other")
}

// Optional string switch with ranges of lengths
func lengthClass(_ s: String?) -> String {
    switch s?.count {
    case nil: return "no string"
    case 0?: return "empty"
    case (1...3)?: return "short"
    case .some: return "long"
    }
}
print(["", "abc", "abcdef", nil].map(lengthClass))
// expect: negative -3
// expect: zero
// expect: value 7
// expect: huge 500
// expect: nothing
// expect: ["RED", "GREEN", "BLUE (matched without ?)", "NONE"]
// expect: both: a, b
// expect: only first: a
// expect: only second: b
// expect: neither
// expect: present 1
// expect: present 3
// expect: present 5
// expect: a nil
// expect: a nil
// expect: sum >1: 8
// expect: third is three
// expect: second is none
// expect: outer some, inner none
// expect: unwrapped twice 8
// expect: ["empty", "short", "long", "no string"]
