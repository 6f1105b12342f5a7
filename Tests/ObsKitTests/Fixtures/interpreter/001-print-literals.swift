// Printing literal values of the basic types.
print(42)
// expect: 42
print(-7)
// expect: -7
print("hello")
// expect: hello
print(true)
// expect: true
print(false)
// expect: false
