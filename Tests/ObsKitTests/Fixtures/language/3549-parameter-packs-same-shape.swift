// Compiler test style: parameter packs with same-shape requirements, pack-wide unwrapping and zipping
enum Missing: Error { case missing }
func get<U>(_ u: U?) throws -> U { guard let u else { throw Missing.missing }; return u }
func unwrapAll<each T>(_ xs: repeat (each T)?) -> (repeat each T)? {
    do { return (repeat try get(each xs)) } catch { return nil }
}
if let r = unwrapAll(Optional(1), Optional("a"), Optional(true)) { print(r.0, r.1, r.2) }
print(unwrapAll(Optional(1), String?.none) == nil)

func zipPack<each A, each B>(_ a: (repeat each A), _ b: (repeat each B)) -> (repeat (each A, each B)) {
    (repeat (each a, each b))
}
let z = zipPack((1, "x"), (2.5, [3]))
print(z.0, z.1)

func same<each T: Equatable>(_ lhs: (repeat each T), _ rhs: (repeat each T)) -> [Bool] {
    var out: [Bool] = []
    for (l, r) in repeat (each lhs, each rhs) { out.append(l == r) }
    return out
}
print(same((1, "a", 2.0), (1, "b", 2.0)))
print(same((), ()))

func describe<each T: CustomStringConvertible>(_ xs: repeat each T, sep: String) -> String {
    var parts: [String] = []
    repeat parts.append((each xs).description)
    return parts.joined(separator: sep)
}
print(describe(1, 2.5, "z", true, sep: "|"))
print("[" + describe(sep: ",") + "]")

func sumInts<each T: BinaryInteger>(_ xs: repeat each T) -> Int {
    var total = 0
    repeat total += Int(each xs)
    return total
}
print(sumInts(Int8(1), UInt16(2), 3, Int64(4)))

struct Recorder<each Event> {
    var names: [String] = []
    mutating func record(_ e: repeat each Event) {
        for x in repeat each e { names.append("\(type(of: x))=\(x)") }
    }
}
var rec = Recorder<Int, String>()
rec.record(1, "a")
rec.record(2, "b")
print(rec.names)

func firstNonNil<each T>(_ xs: repeat (each T)?) -> String {
    var found: String? = nil
    for x in repeat each xs { if found == nil, let x { found = "\(x)" } }
    return found ?? "none"
}
print(firstNonNil(Int?.none, Optional("second"), Optional(3)), firstNonNil(Int?.none))
// expect: 1 a true
// expect: true
// expect: (1, 2.5) ("x", [3])
// expect: [true, false, true]
// expect: []
// expect: 1|2.5|z|true
// expect: []
// expect: 10
// expect: ["Int=1", "String=a", "Int=2", "String=b"]
// expect: second none
