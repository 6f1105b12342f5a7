// A protocol inheriting another: conformers must satisfy both, and can be used as either.
protocol Named {
    var name: String { get }
}
protocol Titled: Named {
    var title: String { get }
}
extension Titled {
    var fullName: String { "\(title) \(name)" }
}
struct Doctor: Titled {
    let name: String
    var title: String { "Dr." }
}
func introduce(_ n: any Named) { print("This is \(n.name)") }
let d = Doctor(name: "Watson")
introduce(d)
print(d.fullName)
let t: any Titled = d
print(t.title, t.name)
let boxed: Any = d
print(boxed is any Named, boxed is any Titled, "text" is any Named)

// expect: This is Watson
// expect: Dr. Watson
// expect: Dr. Watson
// expect: true true false
