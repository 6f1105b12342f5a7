// Compiler test style: Float and Double description vs debugDescription inside collections

let ds: [Double] = [0, -0.0, 1, 0.1, 1.0 / 3, 100, 1e16, 1e-16, .infinity, -.infinity]
print(ds)
debugPrint(ds)
for d in ds {
    print(d.description, d.debugDescription, separator: " | ")
}

let fs: [Float] = [0.1, 1.0 / 3, 16777216, 1e-8, 3.4e38]
print(fs)
for f in fs {
    print(f.description, f.debugDescription)
}

let nanD = Double.nan
print(nanD.description, nanD.debugDescription)
let snan = Double.signalingNaN
print(snan.description, snan.debugDescription)
let negNan = -Double.nan
print(negNan.description, negNan.debugDescription)
let fnan = Float.signalingNaN
print(fnan.description, fnan.debugDescription)

print([Double.nan])
debugPrint([Float.nan])
print(Optional(0.5) as Any)
print(["x": 2.0])
print((1.5, Float(2.5)))

let halfs = (0..<5).map { Double($0) / 2 }
print(halfs)
let tenths = (0..<5).map { Double($0) / 10 }
print(tenths)
let sums = (1...5).map { Double($0) * 0.1 }
print(sums)

var acc = 0.0
for _ in 0..<10 { acc += 0.1 }
print(acc, acc == 1.0)
var facc: Float = 0
for _ in 0..<10 { facc += 0.1 }
print(facc, facc == 1.0)

print(Double(Float(0.1)))
print(Float(Double.pi))
print(Double(Float.greatestFiniteMagnitude))
print(Float(1e39))
print(Float(-1e39))
print(Float(1e-46))
print(2.0 * 0.5, 10.0 / 4.0, 1e3 * 1e3)
print(Double(123456789), Double(1234567890123456789))
print(9007199254740993.0)
print(0.1 * 3)
print(1.1 * 1.1)
print(4.35 * 100)
print(Double.pi.nextUp, Double.pi.nextDown)
print((1.0).nextUp)
print(Float(1).nextUp)
print(Double.infinity - Double.infinity)
print(Double.infinity * 0)
print(1 / -Double.infinity)
print(String(describing: Float.infinity), String(reflecting: -Float.infinity))

// expect: [0.0, -0.0, 1.0, 0.1, 0.3333333333333333, 100.0, 1e+16, 1e-16, inf, -inf]
// expect: [0.0, -0.0, 1.0, 0.1, 0.3333333333333333, 100.0, 1e+16, 1e-16, inf, -inf]
// expect: 0.0 | 0.0
// expect: -0.0 | -0.0
// expect: 1.0 | 1.0
// expect: 0.1 | 0.1
// expect: 0.3333333333333333 | 0.3333333333333333
// expect: 100.0 | 100.0
// expect: 1e+16 | 1e+16
// expect: 1e-16 | 1e-16
// expect: inf | inf
// expect: -inf | -inf
// expect: [0.1, 0.33333334, 16777216.0, 1e-08, 3.4e+38]
// expect: 0.1 0.1
// expect: 0.33333334 0.33333334
// expect: 16777216.0 16777216.0
// expect: 1e-08 1e-08
// expect: 3.4e+38 3.4e+38
// expect: nan nan
// expect: nan snan
// expect: nan -nan
// expect: nan snan
// expect: [nan]
// expect: [nan]
// expect: Optional(0.5)
// expect: ["x": 2.0]
// expect: (1.5, 2.5)
// expect: [0.0, 0.5, 1.0, 1.5, 2.0]
// expect: [0.0, 0.1, 0.2, 0.3, 0.4]
// expect: [0.1, 0.2, 0.30000000000000004, 0.4, 0.5]
// expect: 0.9999999999999999 false
// expect: 1.0000001 false
// expect: 0.10000000149011612
// expect: 3.1415927
// expect: 3.4028234663852886e+38
// expect: inf
// expect: -inf
// expect: 0.0
// expect: 1.0 2.5 1000000.0
// expect: 123456789.0 1.2345678901234568e+18
// expect: 9007199254740992.0
// expect: 0.30000000000000004
// expect: 1.2100000000000002
// expect: 434.99999999999994
// expect: 3.1415926535897936 3.1415926535897927
// expect: 1.0000000000000002
// expect: 1.0000001
// expect: -nan
// expect: -nan
// expect: -0.0
// expect: inf -inf
