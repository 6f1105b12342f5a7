// Integer arithmetic: division truncates toward zero, % keeps the sign of the left operand.
print(3 + 4)
// expect: 7
print(10 - 15)
// expect: -5
print(6 * 7)
// expect: 42
print(3 / 2)
// expect: 1
print(-7 / 2)
// expect: -3
print(17 % 5)
// expect: 2
print(-7 % 3)
// expect: -1
print(2 + 3 * 4)
// expect: 14
print((2 + 3) * 4)
// expect: 20
print(20 - 5 - 3)
// expect: 12
