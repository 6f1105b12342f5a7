// toggle() flips a Bool variable in place.
var flag = false
flag.toggle()
print(flag)
// expect: true
flag.toggle()
print(flag)
// expect: false
