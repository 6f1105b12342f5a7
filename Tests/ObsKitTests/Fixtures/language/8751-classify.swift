// Apple docs style (FloatingPoint.isZero, isFinite, isNaN, isNormal, isSubnormal): classifying values
let values: [(String, Double)] = [
    ("one", 1.0),
    ("zero", 0.0),
    ("negZero", -0.0),
    ("tiny", Double.leastNonzeroMagnitude),
    ("leastNormal", Double.leastNormalMagnitude),
    ("halfLeastNormal", Double.leastNormalMagnitude / 2),
    ("max", Double.greatestFiniteMagnitude),
    ("inf", Double.infinity),
    ("negInf", -Double.infinity),
    ("nan", Double.nan),
]

for (name, v) in values {
    var flags: [String] = []
    if v.isZero { flags.append("zero") }
    if v.isFinite { flags.append("finite") }
    if v.isInfinite { flags.append("infinite") }
    if v.isNaN { flags.append("nan") }
    if v.isNormal { flags.append("normal") }
    if v.isSubnormal { flags.append("subnormal") }
    if v.isCanonical { flags.append("canonical") }
    print("\(name): \(flags.joined(separator: ","))")
}

print("--- floatingPointClass")
for (name, v) in values {
    print(name, v.floatingPointClass)
}

// A validator for sensor data
func validate(_ reading: Double) -> String {
    switch reading {
    case let r where r.isNaN: return "missing"
    case let r where r.isInfinite: return "overflow"
    case let r where r.isSubnormal: return "underflow"
    case let r where r.isZero: return "zero"
    default: return "ok"
    }
}
let readings = [21.5, .nan, Double.leastNormalMagnitude / 1000, 0, .infinity]
print(readings.map(validate))

// Repeated halving becomes subnormal, then zero
var x = 1.0
var halvings = 0
while x.isNormal { x /= 2; halvings += 1 }
print("normal until \(halvings) halvings, now subnormal: \(x.isSubnormal)")
while !x.isZero { x /= 2; halvings += 1 }
print("zero after \(halvings) halvings")

// expect: one: finite,normal,canonical
// expect: zero: zero,finite,canonical
// expect: negZero: zero,finite,canonical
// expect: tiny: finite,subnormal,canonical
// expect: leastNormal: finite,normal,canonical
// expect: halfLeastNormal: finite,subnormal,canonical
// expect: max: finite,normal,canonical
// expect: inf: infinite,canonical
// expect: negInf: infinite,canonical
// expect: nan: nan,canonical
// expect: --- floatingPointClass
// expect: one positiveNormal
// expect: zero positiveZero
// expect: negZero negativeZero
// expect: tiny positiveSubnormal
// expect: leastNormal positiveNormal
// expect: halfLeastNormal positiveSubnormal
// expect: max positiveNormal
// expect: inf positiveInfinity
// expect: negInf negativeInfinity
// expect: nan quietNaN
// expect: ["ok", "missing", "underflow", "zero", "overflow"]
// expect: normal until 1023 halvings, now subnormal: true
// expect: zero after 1075 halvings
