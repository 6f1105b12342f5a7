// Swift Evolution style (if expressions in context): SE-0380 if/switch expressions with contextual types, closures and throwing branches
enum Size { case small, medium, large }

struct ConfigError: Error { let key: String }

func lookup(_ key: String, in table: [String: String]) throws -> Int {
    let raw = table[key]
    let value: Int = if let raw, let n = Int(raw) {
        n
    } else if raw == nil {
        throw ConfigError(key: key)
    } else {
        -1
    }
    return value
}

let table = ["width": "80", "height": "twenty", "depth": "3"]
for key in ["width", "height", "depth", "color"] {
    do {
        print(key, try lookup(key, in: table))
    } catch let e as ConfigError {
        print(key, "missing:", e.key)
    } catch {
        print("other")
    }
}

let sizes: [Size] = [.small, .large, .medium]
let scale: [Double] = sizes.map { size in
    switch size {
    case .small: 0.5
    case .medium: 1
    case .large: 2
    }
}
print(scale)

let labels = sizes.map { size -> String in
    if size == .large { "L" } else { "s/m" }
}
print(labels)

func bucket(_ n: Int) -> Size {
    return if n < 10 { .small } else if n < 100 { .medium } else { .large }
}
print([5, 50, 500].map { "\(bucket($0))" })

let x = 17
let optionalLabel: String? = switch x % 3 {
case 0: "fizz"
case 1: nil
default: "two"
}
print(optionalLabel ?? "none")

let n: Int? = nil
let doubled = if let n { n * 2 } else { 0 }
print(doubled)
// expect: width 80
// expect: height -1
// expect: depth 3
// expect: color missing: color
// expect: [0.5, 2.0, 1.0]
// expect: ["s/m", "L", "s/m"]
// expect: ["small", "medium", "large"]
// expect: two
// expect: 0
