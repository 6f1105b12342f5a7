// Apple docs style (FloatingPoint.ulp, nextUp, nextDown): the gaps between Doubles
let points: [Double] = [1.0, 2.0, 0.5, 1000.0, 1e16, 0.1]
for p in points {
    print("x=\(p) ulp=\(p.ulp) nextUp=\(p.nextUp) nextDown=\(p.nextDown)")
}

// ulp doubles with each power of two
var v = 1.0
var line: [String] = []
for _ in 0..<5 {
    line.append("\(v.ulp)")
    v *= 2
}
print("ulps:", line.joined(separator: ", "))

// Around zero
print("0.nextUp:", (0.0).nextUp)
print("0.nextDown:", (0.0).nextDown)
print("0.ulp:", (0.0).ulp)
print("leastNonzero == 0.nextUp:", Double.leastNonzeroMagnitude == (0.0).nextUp)

// At the top
print("greatestFinite.nextUp:", Double.greatestFiniteMagnitude.nextUp)
print("infinity.nextDown == greatestFinite:", Double.infinity.nextDown == .greatestFiniteMagnitude)
print("infinity.ulp:", Double.infinity.ulp)

// Float ulps are much bigger
print("Float 1 ulp:", Float(1).ulp, "Double 1 ulp:", (1.0).ulp)
print("Double.ulpOfOne == epsilon:", Double.ulpOfOne == (1.0).ulp)

// Counting steps between two nearby numbers
var steps = 0
var cursor = 1.0
while cursor < 1.0 + 8 * Double.ulpOfOne {
    cursor = cursor.nextUp
    steps += 1
}
print("steps from 1 to 1+8eps:", steps)

// Adding less than half an ulp does nothing
let big = 1e16
print(big + 1 == big, big + 2 == big, big.ulp)

// expect: x=1.0 ulp=2.220446049250313e-16 nextUp=1.0000000000000002 nextDown=0.9999999999999999
// expect: x=2.0 ulp=4.440892098500626e-16 nextUp=2.0000000000000004 nextDown=1.9999999999999998
// expect: x=0.5 ulp=1.1102230246251565e-16 nextUp=0.5000000000000001 nextDown=0.49999999999999994
// expect: x=1000.0 ulp=1.1368683772161603e-13 nextUp=1000.0000000000001 nextDown=999.9999999999999
// expect: x=1e+16 ulp=2.0 nextUp=1.0000000000000002e+16 nextDown=9.999999999999998e+15
// expect: x=0.1 ulp=1.3877787807814457e-17 nextUp=0.10000000000000002 nextDown=0.09999999999999999
// expect: ulps: 2.220446049250313e-16, 4.440892098500626e-16, 8.881784197001252e-16, 1.7763568394002505e-15, 3.552713678800501e-15
// expect: 0.nextUp: 5e-324
// expect: 0.nextDown: -5e-324
// expect: 0.ulp: 5e-324
// expect: leastNonzero == 0.nextUp: true
// expect: greatestFinite.nextUp: inf
// expect: infinity.nextDown == greatestFinite: true
// expect: infinity.ulp: nan
// expect: Float 1 ulp: 1.1920929e-07 Double 1 ulp: 2.220446049250313e-16
// expect: Double.ulpOfOne == epsilon: true
// expect: steps from 1 to 1+8eps: 8
// expect: true false 2.0
