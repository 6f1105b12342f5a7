// Implicit member expressions read against the type the context gives: an annotated constant, a
// parameter, a return, an assignment to a declared variable, and an element appended to an array.
// Expected output from swiftc 6.3.1 on Linux.
struct Color: CustomStringConvertible {
    let name: String
    static let red = Color(name: "red")
    static func gray(_ level: Int) -> Color { Color(name: "gray\(level)") }
    var description: String { name }
}
struct Line { let text: String; let color: Color }
func paint(_ color: Color) -> String { "painted \(color)" }
func warningColor() -> Color { .red }
let accent: Color = .gray(3)
var current: Color = .red
current = .gray(7)
var lines = [Line(text: "first", color: .red)]
lines.append(.init(text: "second", color: .gray(1)))
print(accent, paint(.red), warningColor(), current, lines.map { "\($0.text)=\($0.color)" })

// expect: gray3 painted red red gray7 ["first=red", "second=gray1"]
