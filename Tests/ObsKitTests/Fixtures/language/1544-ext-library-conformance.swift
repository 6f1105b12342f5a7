// Extensions adding conformances to library types: CustomStringConvertible-like protocol on Int/String/Bool, and a retroactive custom protocol used generically.
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Describable {
    var pretty: String { get }
}

extension Int: Describable {
    var pretty: String { "#\(self)" }
}
extension String: Describable {
    var pretty: String { "\"\(self)\"" }
}
extension Bool: Describable {
    var pretty: String { self ? "on" : "off" }
}
extension Array: Describable where Element: Describable {
    var pretty: String { "[" + map(\.pretty).joined(separator: " ") + "]" }
}
extension Optional: Describable where Wrapped: Describable {
    var pretty: String {
        switch self {
        case .some(let w): return w.pretty
        case .none: return "nothing"
        }
    }
}

func show<T: Describable>(_ value: T) {
    print(value.pretty)
}

show(5)
show("name")
show(true)
show([1, 2, 3])
show([[true], [false, true]])
show(Optional(7))
show(Optional<String>.none)

let list: [any Describable] = [1, "two", false]
print(list.map { $0.pretty }.joined(separator: ", "))

// expect: #5
// expect: "name"
// expect: on
// expect: [#1 #2 #3]
// expect: [[on] [off on]]
// expect: #7
// expect: nothing
// expect: #1, "two", off
