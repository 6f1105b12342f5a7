// if / else if / else chains.
let x = 7
if x > 5 {
    print("big")
} else {
    print("small")
}
// expect: big
if x % 2 == 0 {
    print("even")
} else if x % 3 == 0 {
    print("multiple of three")
} else {
    print("other")
}
// expect: other
if x == 7 && !(x < 0) {
    print("seven")
}
// expect: seven
