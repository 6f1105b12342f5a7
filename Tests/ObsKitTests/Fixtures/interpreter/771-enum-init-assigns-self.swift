// Enum initializers that assign `self`, a failable one returning nil, and one delegating to
// `init(rawValue:)` (whose failure makes it fail). Expected output from swiftc 6.3.1 on Linux.
enum Size {
    case small, medium, large
    init(centimeters: Int) {
        if centimeters < 50 { self = .small } else if centimeters < 100 { self = .medium } else { self = .large }
    }
    init?(code: Character) {
        switch code {
        case "S": self = .small
        case "M": self = .medium
        case "L": self = .large
        default: return nil
        }
    }
}
enum Priority: Int {
    case low = 1, normal, urgent
    init?(text: String) {
        guard let number = Int(text) else { return nil }
        self.init(rawValue: number)
    }
}
print([30, 70, 120].map { Size(centimeters: $0) })
print(Size(code: "M") as Any, Size(code: "X") as Any)
print(Priority(text: "3") as Any, Priority(text: "9") as Any, Priority(text: "x") as Any)

// expect: [main.Size.small, main.Size.medium, main.Size.large]
// expect: Optional(main.Size.medium) nil
// expect: Optional(main.Priority.urgent) nil nil
