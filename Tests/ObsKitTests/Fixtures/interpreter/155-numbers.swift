// Int and Double arithmetic and printing
print(7 / 2)
print(7 % 3)
print(-7 / 2)
print(-7 % 3)
print(7.0 / 2)
print(1.0)
print(0.1)
print(2.5)
print(0.1 + 0.2)
print(1.0 / 3.0)
print(100.0)
print(1e6)
print(1e16)
print(Double(3))
print(Int(3.99))
print(Int(-3.99))
print(2 * 3 + 4)
print(Double.pi)
print(Int.max)
print(abs(-4), abs(-2.5))
print(5.0 == 5)

// expect: 3
// expect: 1
// expect: -3
// expect: -1
// expect: 3.5
// expect: 1.0
// expect: 0.1
// expect: 2.5
// expect: 0.30000000000000004
// expect: 0.3333333333333333
// expect: 100.0
// expect: 1000000.0
// expect: 1e+16
// expect: 3.0
// expect: 3
// expect: -3
// expect: 10
// expect: 3.141592653589793
// expect: 9223372036854775807
// expect: 4 2.5
// expect: true
