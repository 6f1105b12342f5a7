// String concatenation, .count and .isEmpty.
let s = "hello"
print(s.count)
// expect: 5
print(s.isEmpty)
// expect: false
let e = ""
print(e.count)
// expect: 0
print(e.isEmpty)
// expect: true
let joined = s + " " + "world"
print(joined)
// expect: hello world
print(joined.count)
// expect: 11
