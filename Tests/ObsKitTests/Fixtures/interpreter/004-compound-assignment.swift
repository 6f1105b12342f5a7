// += and -= on Int variables, += on String variables.
var n = 10
n += 5
print(n)
// expect: 15
n -= 3
print(n)
// expect: 12
n = n * 2
print(n)
// expect: 24
var s = "ab"
s += "cd"
print(s)
// expect: abcd
