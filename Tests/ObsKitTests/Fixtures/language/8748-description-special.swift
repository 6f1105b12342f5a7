// Apple docs style (Double.description): how special and extreme values print
let samples: [(String, Double)] = [
    ("1e20", 1e20),
    ("1e16", 1e16),
    ("1e15", 1e15),
    ("1e-7", 1e-7),
    ("0.0001", 0.0001),
    ("100.0", 100.0),
    ("-0.0", -0.0),
    ("infinity", .infinity),
    ("-infinity", -.infinity),
    ("nan", .nan),
    ("123456789.0", 123456789.0),
    ("0.5", 0.5),
    ("2/3", 2.0 / 3.0),
]

for (label, value) in samples {
    print("\(label): \(value) | description=\(value.description) | debug=\(value.debugDescription)")
}

// String interpolation and String(describing:) agree
let x = 1e20
print("interp \(x), String(x) \(String(x)), describing \(String(describing: x))")

// Arrays use the same formatting
print([1.0, -0.0, 1e-7, 1e100])

// Float printing
let fl: [Float] = [1e20, 1e-7, 100, -0.0, .infinity, .nan, 16777216]
print(fl)

// Negative zero compares equal but prints differently
let nz = -0.0
print(nz == 0.0, nz, 0.0 * -1.0, nz.sign)

// signaling NaN prints differently under debugDescription
print(Double.signalingNaN.description, Double.signalingNaN.debugDescription)

// expect: 1e20: 1e+20 | description=1e+20 | debug=1e+20
// expect: 1e16: 1e+16 | description=1e+16 | debug=1e+16
// expect: 1e15: 1000000000000000.0 | description=1000000000000000.0 | debug=1000000000000000.0
// expect: 1e-7: 1e-07 | description=1e-07 | debug=1e-07
// expect: 0.0001: 0.0001 | description=0.0001 | debug=0.0001
// expect: 100.0: 100.0 | description=100.0 | debug=100.0
// expect: -0.0: -0.0 | description=-0.0 | debug=-0.0
// expect: infinity: inf | description=inf | debug=inf
// expect: -infinity: -inf | description=-inf | debug=-inf
// expect: nan: nan | description=nan | debug=nan
// expect: 123456789.0: 123456789.0 | description=123456789.0 | debug=123456789.0
// expect: 0.5: 0.5 | description=0.5 | debug=0.5
// expect: 2/3: 0.6666666666666666 | description=0.6666666666666666 | debug=0.6666666666666666
// expect: interp 1e+20, String(x) 1e+20, describing 1e+20
// expect: [1.0, -0.0, 1e-07, 1e+100]
// expect: [1e+20, 1e-07, 100.0, -0.0, inf, nan, 16777216.0]
// expect: true -0.0 -0.0 minus
// expect: nan snan
