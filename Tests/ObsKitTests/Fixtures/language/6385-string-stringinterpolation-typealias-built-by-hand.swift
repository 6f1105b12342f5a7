// String.StringInterpolation (the typealias of DefaultStringInterpolation) built by hand and given to String(stringInterpolation:)
var s = String.StringInterpolation(literalCapacity: 4, interpolationCount: 1)
s.appendLiteral("n=")
s.appendInterpolation(5)
print(String(stringInterpolation: s))

// expect: n=5
