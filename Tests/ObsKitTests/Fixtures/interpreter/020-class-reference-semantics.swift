// Two variables (and a function parameter) referring to the same class instance.
final class Box {
    var value = 0
}
func bump(_ box: Box) {
    box.value += 10
}
let a = Box()
let b = a
b.value = 42
print(a.value)
// expect: 42
a.value += 1
print(b.value)
// expect: 43
bump(a)
print(b.value)
// expect: 53
