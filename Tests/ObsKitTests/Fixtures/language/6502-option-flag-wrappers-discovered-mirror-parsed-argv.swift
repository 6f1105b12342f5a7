// swift-argument-parser style (reflection): @Option/@Flag wrappers discovered with Mirror, parsed from argv into reference boxes, with a generated usage line and validation
protocol ArgumentSlot {
    var help: String { get }
    var takesValue: Bool { get }
    func assign(_ raw: String?) throws
    var display: String { get }
}

struct ParseError: Error, CustomStringConvertible { let description: String }

final class Storage<T> { var value: T; init(_ v: T) { value = v } }

@propertyWrapper struct Option<T: LosslessStringConvertible>: ArgumentSlot {
    let storage: Storage<T>
    let help: String
    init(wrappedValue: T, help: String) { storage = Storage(wrappedValue); self.help = help }
    var wrappedValue: T { storage.value }
    var projectedValue: Self { self }
    var takesValue: Bool { true }
    var display: String { "\(storage.value)" }
    func assign(_ raw: String?) throws {
        guard let raw, let v = T(raw) else { throw ParseError(description: "invalid value '\(raw ?? "")' for \(T.self)") }
        storage.value = v
    }
}

@propertyWrapper struct Flag: ArgumentSlot {
    let storage = Storage(false)
    let help: String
    init(help: String) { self.help = help }
    var wrappedValue: Bool { storage.value }
    var takesValue: Bool { false }
    var display: String { storage.value ? "on" : "off" }
    func assign(_ raw: String?) throws { storage.value = true }
}

protocol Command { init(); func validate() throws; func run() }

extension Command {
    static var slots: [(name: String, slot: ArgumentSlot)] {
        Mirror(reflecting: Self()).children.compactMap { child in
            guard let label = child.label, let slot = child.value as? ArgumentSlot else { return nil }
            return ("--" + label.dropFirst(), slot)
        }
    }
    static var usage: String {
        "usage: " + slots.map { $0.slot.takesValue ? "[\($0.name) <v>]" : "[\($0.name)]" }.joined(separator: " ")
    }
    static func main(_ argv: [String]) {
        let command = Self()
        let slots = Mirror(reflecting: command).children.compactMap { c in c.label.map { ("--" + $0.dropFirst(), c.value) } }
        do {
            var rest = argv[...]
            while let arg = rest.popFirst() {
                guard let slot = slots.first(where: { $0.0 == arg })?.1 as? ArgumentSlot else { throw ParseError(description: "unknown option \(arg)") }
                try slot.assign(slot.takesValue ? rest.popFirst() : nil)
            }
            try command.validate()
            command.run()
        } catch {
            print("error: \(error)")
        }
    }
}

struct Resize: Command {
    @Option(help: "width in px") var width = 100
    @Option(help: "scale factor") var scale = 1.0
    @Flag(help: "keep aspect") var keep: Bool
    func validate() throws { if width <= 0 { throw ParseError(description: "width must be positive") } }
    func run() { print("resize to \(Double(width) * scale) keep=\(keep)") }
}

print(Resize.usage)
print(Resize.slots.map { "\($0.name): \($0.slot.help) (\($0.slot.display))" })
Resize.main(["--width", "30", "--keep", "--scale", "2.5"])
Resize.main([])
Resize.main(["--width", "-3"])
Resize.main(["--scale", "big"])
Resize.main(["--height", "5"])

// expect: usage: [--width <v>] [--scale <v>] [--keep]
// expect: ["--width: width in px (100)", "--scale: scale factor (1.0)", "--keep: keep aspect (off)"]
// expect: resize to 75.0 keep=true
// expect: resize to 100.0 keep=false
// expect: error: width must be positive
// expect: error: invalid value 'big' for Double
// expect: error: unknown option --height
