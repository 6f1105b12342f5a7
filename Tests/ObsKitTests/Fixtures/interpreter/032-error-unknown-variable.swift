// Using an undeclared name is an error. Nothing is printed before it
// (real Swift rejects the whole program at compile time).
let a = 1
let b = a + 1
print(c)
// expect-error: cannot find 'c' in scope
