// A script's declarations are taken together, in any order: a subclass before its superclass, a property
// wrapper used before it is declared, all used above them. Expected output from swiftc 6.3.1 on Linux.
do {
    print(Manager(name: " Ida ").badge)
}
final class Manager: Employee {
    override var badge: String { "★ " + super.badge }
}
class Employee {
    @Trimmed var name: String
    init(name: String) { self.name = name }
    var badge: String { "[\(name)]" }
}
@propertyWrapper struct Trimmed {
    private var value = ""
    var wrappedValue: String {
        get { value }
        set { value = newValue.filter { $0 != " " } }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

// expect: ★ [Ida]
