// Comparison operators on Int and String equality.
let a = 2
let b = 3
print(a == b)
// expect: false
print(a != b)
// expect: true
print(a < b)
// expect: true
print(a > b)
// expect: false
print(a <= 2)
// expect: true
print(b >= 4)
// expect: false
print("abc" == "abc")
// expect: true
print("abc" != "abd")
// expect: true
