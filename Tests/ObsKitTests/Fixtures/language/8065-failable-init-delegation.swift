// Compiler test style: failable initializers, init? delegation chains and init! propagation
struct Port {
    let value: Int
    init?(_ value: Int) {
        guard (1...65535).contains(value) else {
            print("  Port rejects \(value)")
            return nil
        }
        self.value = value
    }
    init?(text: String) {
        guard let n = Int(text) else {
            print("  Port cannot parse \"\(text)\"")
            return nil
        }
        self.init(n)
    }
}

for t in ["80", "0", "abc", "65536", "443"] {
    print(t, "->", Port(text: t).map { "Port(\($0.value))" } ?? "nil")
}

class Resource {
    let name: String
    init?(name: String) {
        if name.isEmpty { print("  Resource: empty name"); return nil }
        self.name = name
        print("  Resource.init \(name)")
    }
    deinit { print("  Resource.deinit \(name)") }
}

class FileResource: Resource {
    let ext: String
    init?(path: String) {
        let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { print("  FileResource: no ext in \(path)"); return nil }
        ext = parts[1]
        super.init(name: parts[0])
        print("  FileResource.init done \(path)")
    }
    convenience init?(checked path: String) {
        if path.hasPrefix("/") { print("  FileResource: absolute rejected"); return nil }
        self.init(path: path)
    }
}

print("-- a")
if let f = FileResource(checked: "notes.txt") { print("got", f.name, f.ext) }
print("-- b")
print(FileResource(checked: "/etc.conf") == nil)
print("-- c")
print(FileResource(path: ".hidden") == nil)
print("-- d")
print(FileResource(path: "README") == nil)

// init! and enum failable init
enum Level: Int {
    case low = 1, mid = 5, high = 10
    init!(word: String) {
        switch word {
        case "low": self = .low
        case "high": self = .high
        default: return nil
        }
    }
}
let l1: Level? = Level(word: "low")
let l2: Level? = Level(word: "none")
print(l1 as Any, l2 as Any, Level(rawValue: 5) as Any, Level(rawValue: 6) as Any)

// Failable init in a generic context
struct NonEmpty<T> {
    let items: [T]
    init?(_ items: [T]) { if items.isEmpty { return nil }; self.items = items }
}
print(NonEmpty([1, 2])?.items.count as Any, NonEmpty([String]()) as Any)

// expect: 80 -> Port(80)
// expect:   Port rejects 0
// expect: 0 -> nil
// expect:   Port cannot parse "abc"
// expect: abc -> nil
// expect:   Port rejects 65536
// expect: 65536 -> nil
// expect: 443 -> Port(443)
// expect: -- a
// expect:   Resource.init notes
// expect:   FileResource.init done notes.txt
// expect: got notes txt
// expect:   Resource.deinit notes
// expect: -- b
// expect:   FileResource: absolute rejected
// expect: true
// expect: -- c
// expect:   FileResource: no ext in .hidden
// expect: true
// expect: -- d
// expect:   FileResource: no ext in README
// expect: true
// expect: Optional(main.Level.low) nil Optional(main.Level.mid) nil
// expect: Optional(2) nil
