// Blog style (mirror-based printer): a generic pretty printer built on Mirror
func pretty(_ value: Any, indent: Int = 0) -> [String] {
    let pad = String(repeating: "  ", count: indent)
    let m = Mirror(reflecting: value)
    if m.children.isEmpty { return [pad + "\(value)"] }
    var lines = [pad + "\(m.subjectType)"]
    for (i, child) in m.children.enumerated() {
        let label = child.label ?? "[\(i)]"
        let sub = pretty(child.value, indent: indent + 1)
        if sub.count == 1 {
            lines.append(pad + "  " + label + " = " + sub[0].trimmingPrefixSpaces())
        } else {
            lines.append(pad + "  " + label + ":")
            lines.append(contentsOf: sub.dropFirst())
        }
    }
    return lines
}
extension String {
    func trimmingPrefixSpaces() -> String { String(drop(while: { $0 == " " })) }
}
struct Song { var title: String; var length: Int; var artists: [String] }
struct Album { var name: String; var songs: [Song]; var year: Int? }
let album = Album(name: "Blue", songs: [Song(title: "One", length: 200, artists: ["X", "Y"])], year: 1999)
for l in pretty(album) { print(l) }
for l in pretty((1, (b: 2, c: 3))) { print(l) }
for l in pretty(Optional<Int>.none as Any) { print(l) }
// expect: Album
// expect:   name = Blue
// expect:   songs:
// expect:     [0]:
// expect:       title = One
// expect:       length = 200
// expect:       artists:
// expect:         [0] = X
// expect:         [1] = Y
// expect:   year:
// expect:     some = 1999
// expect: (Int, (b: Int, c: Int))
// expect:   .0 = 1
// expect:   .1:
// expect:     b = 2
// expect:     c = 3
// expect: nil
