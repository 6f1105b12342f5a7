// Swift by Sundell style (Equatable existentials via a protocol extension): an isEqual(to:) helper on a Component protocol so any Component values can be compared
protocol Component {
    var key: String { get }
    func isEqual(to other: any Component) -> Bool
}

extension Component where Self: Equatable {
    func isEqual(to other: any Component) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

struct TextField: Component, Equatable {
    var key: String
    var placeholder: String
}

struct Toggle: Component, Equatable {
    var key: String
    var on: Bool
}

struct Form {
    var components: [any Component]
    func diff(_ other: Form) -> [String] {
        let count = max(components.count, other.components.count)
        return (0..<count).compactMap { i in
            guard i < components.count, i < other.components.count else { return "index \(i) added/removed" }
            let a = components[i], b = other.components[i]
            return a.isEqual(to: b) ? nil : "\(a.key) changed"
        }
    }
}

extension Array where Element == any Component {
    func contains(same item: any Component) -> Bool { contains { $0.isEqual(to: item) } }
}

let before = Form(components: [TextField(key: "name", placeholder: "Name"), Toggle(key: "news", on: false)])
var after = before
after.components[1] = Toggle(key: "news", on: true)
after.components.append(TextField(key: "email", placeholder: "Email"))
print(before.diff(before))
print(before.diff(after))
print(after.components.contains(same: Toggle(key: "news", on: true)), before.components.contains(same: Toggle(key: "news", on: true)))
print(TextField(key: "a", placeholder: "").isEqual(to: Toggle(key: "a", on: false)))

// expect: []
// expect: ["news changed", "index 2 added/removed"]
// expect: true false
// expect: false
