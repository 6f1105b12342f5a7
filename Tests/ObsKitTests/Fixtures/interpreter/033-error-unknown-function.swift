// Calling an undeclared function is an error. Nothing is printed before it
// (real Swift rejects the whole program at compile time).
func known() -> Int {
    return 1
}
let x = known()
foo()
// expect-error: cannot find 'foo' in scope
