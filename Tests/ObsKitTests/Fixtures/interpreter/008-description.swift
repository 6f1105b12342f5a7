// .description on Int and Bool produces a String.
let n = 42
print(n.description)
// expect: 42
let b = true
print(b.description)
// expect: true
let s = n.description + "!"
print(s)
// expect: 42!
print(s.count)
// expect: 3
