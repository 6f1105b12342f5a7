// A protocol of the script's own adopted by Int, String and Array (conditionally), and used generically
// and through a list of existentials. Expected output from swiftc 6.3.1 on Linux.
protocol Pretty { var pretty: String { get } }
extension Int: Pretty { var pretty: String { "#\(self)" } }
extension String: Pretty { var pretty: String { "<\(self)>" } }
extension Array: Pretty where Element: Pretty {
    var pretty: String { "[" + map(\.pretty).joined(separator: " ") + "]" }
}
func show<T: Pretty>(_ value: T) { print(value.pretty) }
show(5)
show("name")
show([1, 2])
show([["a"], ["b", "c"]])
let mixed: [any Pretty] = [1, "two", [3]]
print(mixed.map(\.pretty))
print(5 is Pretty, 2.5 is Pretty)

// expect: #5
// expect: <name>
// expect: [#1 #2]
// expect: [[<a>] [<b> <c>]]
// expect: ["#1", "<two>", "[#3]"]
// expect: true false
