// Substring (the initializer): Substring(text) makes a Substring, as slicing does, so type(of:) and overload choice see a Substring
let base = "hello world"
let a = Substring(base)
let b = base.dropFirst(6)
let c = base[base.startIndex...]
print(type(of: a), type(of: b), type(of: c))
func describe(_ x: String) -> String { "String overload" }
func describe<T: Sequence>(_ x: T) -> String { "generic Sequence" }
print(describe(a), describe(b))
let d: Substring = "lit"
print(type(of: d), d.count)

// expect: Substring Substring Substring
// expect: generic Sequence generic Sequence
// expect: Substring 3
