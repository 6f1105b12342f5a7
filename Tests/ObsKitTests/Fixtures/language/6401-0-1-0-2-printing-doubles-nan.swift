// Interview question style (floating point): 0.1 + 0.2, printing of Doubles, NaN comparisons, and signed zero
let a = 0.1 + 0.2
// Puzzle: what is printed on each line?
print("1:", a, a == 0.3, abs(a - 0.3) < .ulpOfOne * 4)
print("2:", 1.0, 100.0, 1e16, 1e15, 0.0001, 0.00001)
print("3:", Float(0.1), Double(Float(0.1)), 1.0 / 3.0)

let nan = Double.nan
print("4:", nan == nan, nan != nan, nan < 1, [1.0, nan].contains(nan))
print("5:", -0.0 == 0.0, -0.0, (-0.0).sign == .minus, 1 / -0.0)
print("6:", Double.infinity, -Double.infinity, Double.greatestFiniteMagnitude * 2)

print("7:", 2.5.rounded(), 3.5.rounded(), (-2.5).rounded(), 2.5.rounded(.toNearestOrEven))
print("8:", (7.0).truncatingRemainder(dividingBy: 2.5), 7.0.remainder(dividingBy: 2.5))
print("9:", Int(2.9999999999999996), Int(2.99999999999999999))
print("10:", [3.0, nan, 1.0].max()!, [3.0, 1.0, 2.0].sorted())
print("11:", Double(Int.max) == Double(Int.max - 1), Float(16_777_217) == Float(16_777_216))
print("12:", 5 / 2, 5.0 / 2, Double(5 / 2))

// expect: 1: 0.30000000000000004 false true
// expect: 2: 1.0 100.0 1e+16 1000000000000000.0 0.0001 1e-05
// expect: 3: 0.1 0.10000000149011612 0.3333333333333333
// expect: 4: false true false false
// expect: 5: true -0.0 true -inf
// expect: 6: inf -inf inf
// expect: 7: 3.0 4.0 -3.0 2.0
// expect: 8: 2.0 -0.5
// expect: 9: 2 3
// expect: 10: 3.0 [1.0, 2.0, 3.0]
// expect: 11: true true
// expect: 12: 2 2.5 2.0
