// A closure stored in a constant can be called any number of times.
let sayHi = {
    print("hi")
}
sayHi()
sayHi()
var action = {
    print("first")
}
action()
action = {
    print("second")
}
action()
// expect: hi
// expect: hi
// expect: first
// expect: second
