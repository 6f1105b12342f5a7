// Closures capture variables, not values: later changes are visible inside the closure.
var x = 1
let show = {
    print("x = \(x)")
}
show()
// expect: x = 1
x = 5
show()
// expect: x = 5
