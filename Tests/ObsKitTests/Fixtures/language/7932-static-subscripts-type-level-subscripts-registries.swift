// Sundell style (static subscripts): type-level subscripts for registries and configuration
enum Config {
    private static var values: [String: String] = ["env": "test", "region": "eu"]

    static subscript(key: String) -> String? {
        get { values[key] }
        set { values[key] = newValue }
    }

    static subscript(key: String, default fallback: String) -> String {
        values[key] ?? fallback
    }
}

print(Config["env"] ?? "nil")
print(Config["missing"] ?? "nil")
Config["region"] = "us"
Config["debug"] = "1"
print(Config["region"]!, Config["debug"]!)
print(Config["nope", default: "fallback"])
Config["env"] = nil
print(Config["env"] as Any)

struct Color {
    let name: String
    static let palette = ["red": Color(name: "Red"), "blue": Color(name: "Blue")]
    static subscript(_ name: String) -> Color {
        palette[name] ?? Color(name: "Black")
    }
}
print(Color["red"].name, Color["green"].name)
// expect: test
// expect: nil
// expect: us 1
// expect: fallback
// expect: nil
// expect: Red Black
