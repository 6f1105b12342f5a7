// Apple docs style (Double.init?(_: StringProtocol)): reading decimal text into Doubles
let texts = ["3.5", "-0.25", "1e3", "2.5E-3", ".5", "5.", "abc", "", " 1.0", "inf", "-infinity", "nan", "0x1p4", "1,5", "+7"]

for t in texts {
    if let d = Double(t) {
        print("\"\(t)\" -> \(d)")
    } else {
        print("\"\(t)\" -> nil")
    }
}

// A tiny shopping list with prices as text
let lines = ["milk 1.29", "bread 2.49", "eggs 3,10", "cheese 5.75", "apples"]
var total = 0.0
var rejected: [String] = []
for line in lines {
    let parts = line.split(separator: " ")
    if parts.count == 2, let price = Double(parts[1]) {
        total += price
    } else {
        rejected.append(line)
    }
}
print("total: \(total)")
print("rejected: \(rejected)")

// Float parsing rounds to the nearest Float
if let f = Float("0.1"), let d = Double("0.1") {
    print("Float 0.1 = \(f), Double 0.1 = \(d), widened Float = \(Double(f))")
}

// Very long decimal strings still round to nearest
print(Double("0.30000000000000004")! == 0.1 + 0.2)
print(Double("1e400") as Any, Double("1e-400") as Any)

// expect: "3.5" -> 3.5
// expect: "-0.25" -> -0.25
// expect: "1e3" -> 1000.0
// expect: "2.5E-3" -> 0.0025
// expect: ".5" -> 0.5
// expect: "5." -> 5.0
// expect: "abc" -> nil
// expect: "" -> nil
// expect: " 1.0" -> nil
// expect: "inf" -> inf
// expect: "-infinity" -> -inf
// expect: "nan" -> nan
// expect: "0x1p4" -> 16.0
// expect: "1,5" -> nil
// expect: "+7" -> 7.0
// expect: total: 9.530000000000001
// expect: rejected: ["eggs 3,10", "apples"]
// expect: Float 0.1 = 0.1, Double 0.1 = 0.1, widened Float = 0.10000000149011612
// expect: true
// expect: Optional(inf) Optional(0.0)
