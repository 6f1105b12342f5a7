// Compiler test style: conditional CustomStringConvertible conformance changes print output
struct Celsius { var v: Int }
extension Celsius: CustomStringConvertible { var description: String { "\(v)°C" } }
struct Reading<T> { var label: String; var value: T }
extension Reading: CustomStringConvertible where T: CustomStringConvertible {
    var description: String { "\(label)=\(value)" }
}
print(Reading(label: "temp", value: Celsius(v: 21)))
print(Reading(label: "n", value: 5))
struct Opaque {}
print(Reading(label: "o", value: Opaque()))
print([Reading(label: "a", value: 1), Reading(label: "b", value: 2)])
print("\(Reading(label: "interp", value: Celsius(v: -3)))")
print(String(describing: Reading(label: "sd", value: "str")))
let d = [Reading(label: "x", value: Celsius(v: 0))]
print(d.map(\.description))
func describeIfPossible(_ x: Any) -> String {
    (x as? CustomStringConvertible)?.description ?? "n/a"
}
print(describeIfPossible(Reading(label: "y", value: 1)), describeIfPossible(Reading(label: "z", value: Opaque())))
// expect: temp=21°C
// expect: n=5
// expect: Reading<Opaque>(label: "o", value: main.Opaque())
// expect: [a=1, b=2]
// expect: interp=-3°C
// expect: sd=str
// expect: ["x=0°C"]
// expect: y=1 n/a
