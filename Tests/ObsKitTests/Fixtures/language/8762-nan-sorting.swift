// Apple docs style (FloatingPoint comparisons and isTotallyOrdered): sorting data with NaN in it
let missing = Double("nan")!  // a NaN read from text, as it would arrive in real data
print("nan == nan:", missing == missing)
print("nan != nan:", missing != missing)
print("nan < 1:", missing < 1, "nan > 1:", missing > 1, "nan >= nan:", missing >= missing)
print("1 < inf:", 1 < Double.infinity, "-inf < -1e308:", -Double.infinity < -1e308)
// (Typed operands: with Foundation imported, swift-corelibs-foundation makes `-0.0 < 0.0` between literals ambiguous.)
let negativeZero = -0.0, positiveZero = 0.0
print("-0.0 == 0.0:", negativeZero == positiveZero, "-0.0 < 0.0:", negativeZero < positiveZero)

// An array with NaN never equals itself
let withNaN = [1.0, missing]
let another = [1.0, missing]
print("[1, nan] == [1, nan]:", withNaN == another)
print("contains nan:", withNaN.contains(missing), "contains where isNaN:", withNaN.contains { $0.isNaN })
print("firstIndex of nan:", withNaN.firstIndex(of: missing) as Any)

// Safe sorting: remove NaN first
let data: [Double] = [3.5, missing, -1.0, 7.25, missing, 0.0, 2.0]
let clean = data.filter { !$0.isNaN }.sorted()
print("clean sorted:", clean)
print("nan count:", data.filter { $0.isNaN }.count)

// Total order puts NaN at the end (positive NaN) and -0.0 before 0.0
let mixed: [Double] = [2.0, 0.0, -0.0, -Double.infinity, 1.5, Double.infinity, -3.0]
let total = (mixed + [missing]).sorted { $0.isTotallyOrdered(belowOrEqualTo: $1) && !$1.isTotallyOrdered(belowOrEqualTo: $0) }
print("total order:", total)

// isTotallyOrdered truth table
print((-0.0).isTotallyOrdered(belowOrEqualTo: 0.0), (0.0).isTotallyOrdered(belowOrEqualTo: -0.0))
print((1.0).isTotallyOrdered(belowOrEqualTo: missing), missing.isTotallyOrdered(belowOrEqualTo: .infinity))

// Median of the clean values
let mid = clean.count / 2
let median = clean.count % 2 == 0 ? (clean[mid - 1] + clean[mid]) / 2 : clean[mid]
print("median:", median)

// Comparisons with Float and mixed widths through conversion
let f: Float = 0.1
print("Double(f) > 0.1:", Double(f) > 0.1, "f == Float(0.1):", f == Float(0.1))

// expect: nan == nan: false
// expect: nan != nan: true
// expect: nan < 1: false nan > 1: false nan >= nan: false
// expect: 1 < inf: true -inf < -1e308: true
// expect: -0.0 == 0.0: true -0.0 < 0.0: false
// expect: [1, nan] == [1, nan]: false
// expect: contains nan: false contains where isNaN: true
// expect: firstIndex of nan: nil
// expect: clean sorted: [-1.0, 0.0, 2.0, 3.5, 7.25]
// expect: nan count: 2
// expect: total order: [-inf, -3.0, -0.0, 0.0, 1.5, 2.0, inf, nan]
// expect: true false
// expect: true false
// expect: median: 2.0
// expect: Double(f) > 0.1: true f == Float(0.1): true
