// Swift book style (initializers): throwing initializers beside failable ones, with a struct error naming the bad field
struct FieldError: Error, CustomStringConvertible {
    let field: String
    let value: String
    var description: String { "invalid \(field): \"\(value)\"" }
}

struct RGBColor: CustomStringConvertible {
    let red: Int, green: Int, blue: Int

    init(hex: String) throws {
        var text = Substring(hex)
        if text.hasPrefix("#") { text = text.dropFirst() }
        guard text.count == 6, let packed = Int(text, radix: 16) else {
            throw FieldError(field: "hex", value: hex)
        }
        red = (packed >> 16) & 0xFF
        green = (packed >> 8) & 0xFF
        blue = packed & 0xFF
    }

    init?(name: String) {
        switch name {
        case "black": try? self.init(hex: "000000")
        case "white": try? self.init(hex: "#FFFFFF")
        default: return nil
        }
    }

    init(red: Int, green: Int, blue: Int) throws {
        for (field, v) in [("red", red), ("green", green), ("blue", blue)] where !(0...255).contains(v) {
            throw FieldError(field: field, value: String(v))
        }
        self.red = red; self.green = green; self.blue = blue
    }

    var description: String { "rgb(\(red), \(green), \(blue))" }
}

for hex in ["#FF8000", "00ff7f", "#12345", "zzzzzz"] {
    do {
        print(try RGBColor(hex: hex))
    } catch {
        print(error)
    }
}
print(RGBColor(name: "white") as Any)
print(RGBColor(name: "mauve") as Any)
do {
    let c = try RGBColor(red: 10, green: 300, blue: -1)
    print(c)
} catch let e as FieldError {
    print("first bad field:", e.field, e.value)
}
let mixed = ["#000080", "bad", "#C0C0C0"].compactMap { try? RGBColor(hex: $0) }
print(mixed.map(\.blue))

// expect: rgb(255, 128, 0)
// expect: rgb(0, 255, 127)
// expect: invalid hex: "#12345"
// expect: invalid hex: "zzzzzz"
// expect: Optional(rgb(255, 255, 255))
// expect: nil
// expect: first bad field: green 300
// expect: [128, 192]
