// print with several arguments separates them with a single space.
print(1, "a")
// expect: 1 a
print("x", 2, true)
// expect: x 2 true
let n = 5
print("n is", n, "and doubled is", n * 2)
// expect: n is 5 and doubled is 10
print("")
// expect:
print("end")
// expect: end
