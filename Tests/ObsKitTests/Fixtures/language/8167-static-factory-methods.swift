// Course exercise: static properties and static factory methods returning configured instances
struct Color: CustomStringConvertible {
    let red: Int, green: Int, blue: Int

    static let black = Color(red: 0, green: 0, blue: 0)
    static let white = Color(red: 255, green: 255, blue: 255)
    static var created = 0

    init(red: Int, green: Int, blue: Int) {
        self.red = red
        self.green = green
        self.blue = blue
        Color.created += 1
    }

    static func gray(_ level: Int) -> Color {
        Color(red: level, green: level, blue: level)
    }

    static func fromHex(_ hex: String) -> Color? {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6, let value = Int(digits, radix: 16) else { return nil }
        return Color(red: (value >> 16) & 0xFF, green: (value >> 8) & 0xFF, blue: value & 0xFF)
    }

    var description: String { "rgb(\(red), \(green), \(blue))" }
}

class Connection {
    let host: String
    let port: Int
    let secure: Bool

    private init(host: String, port: Int, secure: Bool) {
        self.host = host
        self.port = port
        self.secure = secure
    }

    static func secure(host: String) -> Connection {
        Connection(host: host, port: 443, secure: true)
    }

    class func plain(host: String) -> Connection {
        Connection(host: host, port: 80, secure: false)
    }

    var url: String { "\(secure ? "https" : "http")://\(host):\(port)" }
}

print("black: \(Color.black), white: \(Color.white)")
print("gray: \(Color.gray(128))")
print("hex ok: \(Color.fromHex("#FF8000").map(\.description) ?? "invalid")")
print("hex bad: \(Color.fromHex("zzz").map(\.description) ?? "invalid")")
print("colors created: \(Color.created)")
let palette: [Color] = [.black, .gray(64), .white]
print("palette: \(palette)")
print(Connection.secure(host: "example.com").url)
print(Connection.plain(host: "localhost").url)

// expect: black: rgb(0, 0, 0), white: rgb(255, 255, 255)
// expect: gray: rgb(128, 128, 128)
// expect: hex ok: rgb(255, 128, 0)
// expect: hex bad: invalid
// expect: colors created: 4
// expect: palette: [rgb(0, 0, 0), rgb(64, 64, 64), rgb(255, 255, 255)]
// expect: https://example.com:443
// expect: http://localhost:80
