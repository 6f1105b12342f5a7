// Several initializers chosen by argument labels
struct Color {
    let red: Double, green: Double, blue: Double
    init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }
    init(white: Double) {
        self.init(red: white, green: white, blue: white)
    }
    init(_ hex: Int) {
        red = Double((hex >> 16) & 0xFF) / 255
        green = Double((hex >> 8) & 0xFF) / 255
        blue = Double(hex & 0xFF) / 255
    }
}

print(Color(red: 1, green: 0.5, blue: 0))
print(Color(white: 0.25))
print(Color(0xFF0000))

// expect: Color(red: 1.0, green: 0.5, blue: 0.0)
// expect: Color(red: 0.25, green: 0.25, blue: 0.25)
// expect: Color(red: 1.0, green: 0.0, blue: 0.0)
