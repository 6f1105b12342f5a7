// Compiler test style: interpolation forms: nested, multiline, raw strings and expressions
let a = 3, b = 4
print("sum \(a + b), product \(a * b)")
print("nested \("inner \(a)")")
print("tuple \((a, b)) array \([a, b]) dict \(["k": a])")
print("bool \(a < b) char \(Character("c")) double \(Double(a) / 2)")
print(#"raw \(a) and \#(a)"#)
print(##"double raw \#(a) \##(b)"##)
let multi = """
  first \(a)
    indented \(b)
  last
  """
print(multi)
print("escaped \\(a) quote \"\(a)\"")
let s = "x"
print("\(s)\(s)\(s)")
print("call \(String(repeating: "ab", count: 2)) ternary \(a > b ? "gt" : "le")")
print("closure \({ () -> Int in 5 }())")
print("type \(type(of: a)) meta \(Int.self)")
print("unicode \u{41}\u{1F600}")
print("empty interp [\("")]")
let parts = ["a", "b"]
print("joined \(parts.joined(separator: "+"))")
// expect: sum 7, product 12
// expect: nested inner 3
// expect: tuple (3, 4) array [3, 4] dict ["k": 3]
// expect: bool true char c double 1.5
// expect: raw \(a) and 3
// expect: double raw \#(a) 4
// expect: first 3
// expect:   indented 4
// expect: last
// expect: escaped \(a) quote "3"
// expect: xxx
// expect: call abab ternary le
// expect: closure 5
// expect: type Int meta Int
// expect: unicode A😀
// expect: empty interp []
// expect: joined a+b
