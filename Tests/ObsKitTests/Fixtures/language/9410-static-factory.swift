// static factory methods, static properties, failable initializers and private init (expected output from swiftc 6.3.1 on Linux)
import Foundation

struct Color: CustomStringConvertible {
    let red: Int, green: Int, blue: Int

    static let black = Color(red: 0, green: 0, blue: 0)
    static let white = Color(red: 255, green: 255, blue: 255)
    static var created = 0

    init(red: Int, green: Int, blue: Int) {
        self.red = red; self.green = green; self.blue = blue
        Color.created += 1
    }

    init?(hex: String) {
        let cleaned = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard cleaned.count == 6, let value = Int(cleaned, radix: 16) else { return nil }
        self.init(red: (value >> 16) & 0xFF, green: (value >> 8) & 0xFF, blue: value & 0xFF)
    }

    static func gray(_ level: Int) -> Color {
        Color(red: level, green: level, blue: level)
    }

    static func mix(_ a: Color, _ b: Color) -> Color {
        Color(red: (a.red + b.red) / 2, green: (a.green + b.green) / 2, blue: (a.blue + b.blue) / 2)
    }

    var hex: String { String(format: "#%02X%02X%02X", red, green, blue) }
    var description: String { "rgb(\(red), \(green), \(blue))" }
}

final class Connection {
    let host: String
    let port: Int
    let secure: Bool
    private init(host: String, port: Int, secure: Bool) {
        self.host = host; self.port = port; self.secure = secure
    }
    static func secure(host: String) -> Connection { Connection(host: host, port: 443, secure: true) }
    static func local(port: Int = 8080) -> Connection { Connection(host: "localhost", port: port, secure: false) }
    var url: String { "\(secure ? "https" : "http")://\(host):\(port)" }
}

print(Color.white, Color.black.hex)
let coral = Color(hex: "#FF7F50")
print(coral.map { "\($0) \($0.hex)" } ?? "invalid")
print(Color(hex: "12345") as Any, Color(hex: "GGGGGG") as Any)
print(Color.gray(128).hex)
print(Color.mix(.white, coral!))
print("colors created: \(Color.created)")
print(Connection.secure(host: "api.example.com").url)
print(Connection.local().url, Connection.local(port: 3000).url)
let palette: [Color] = ["#000080", "#008000", "oops", "#C0C0C0"].compactMap(Color.init(hex:))
print(palette.map(\.hex))
// expect: rgb(255, 255, 255) #000000
// expect: rgb(255, 127, 80) #FF7F50
// expect: nil nil
// expect: #808080
// expect: rgb(255, 191, 167)
// expect: colors created: 5
// expect: https://api.example.com:443
// expect: http://localhost:8080 http://localhost:3000
// expect: ["#000080", "#008000", "#C0C0C0"]
