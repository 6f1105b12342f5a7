// Initialization: designated/convenience chains, required, failable, two-phase order
// expected output: swiftc 6.3.1 (Linux), run on this machine
var trace: [String] = []

class Account {
    var handle: String
    init(handle: String) {
        self.handle = handle
        trace.append("Account(\(handle))")
    }
    convenience init() {
        self.init(handle: "guest")
        trace.append("Account.convenience")
    }
}

class Member: Account {
    var level: Int
    init(handle: String, level: Int) {
        self.level = level
        trace.append("Member phase1 level=\(level)")
        super.init(handle: handle)
        self.handle = "@" + handle.lowercased()
        trace.append("Member phase2")
    }
    override convenience init(handle: String) {
        self.init(handle: handle, level: 1)
    }
}

class Moderator: Member {
    var canBan = false
    var badge: String { "\(handle) L\(level)" + (canBan ? " [ban]" : "") }
}

let mods = [Moderator(), Moderator(handle: "Rin"), Moderator(handle: "TOM", level: 5)]
mods[2].canBan = true
mods.forEach { print($0.badge) }
print(trace.joined(separator: " > "))

struct Percentage {
    let value: Int
    init?(_ v: Int) {
        guard (0...100).contains(v) else { return nil }
        value = v
    }
    init?(text: String) {
        guard text.hasSuffix("%"), let n = Int(text.dropLast()) else { return nil }
        self.init(n)
    }
}
print(["50%", "120%", "7", "0%"].map { Percentage(text: $0)?.value ?? -1 })

class Shape {
    let sides: Int
    required init(sides: Int) { self.sides = sides }
    class func make(_ n: Int) -> Self { Self(sides: n) }
}
class Polygon: Shape {
    required init(sides: Int) { super.init(sides: max(sides, 3)) }
}
print(Shape.make(1).sides, Polygon.make(1).sides, type(of: Polygon.make(8)))

class Upload {
    let bytes: Int
    init?(bytes: Int) { if bytes <= 0 { return nil }; self.bytes = bytes }
}
class ImageUpload: Upload {
    let format: String
    init?(bytes: Int, format: String) {
        guard ["png", "jpg"].contains(format) else { return nil }
        self.format = format
        super.init(bytes: bytes)
    }
}
for (b, f) in [(10, "png"), (0, "jpg"), (5, "gif")] { print(ImageUpload(bytes: b, format: f).map { "\($0.bytes)b \($0.format)" } ?? "rejected \(b) \(f)") }
struct Grid { var cols = 2, rows = 2 }
print(Grid(), Grid(rows: 5), Grid(cols: 3, rows: 1))
// expect: @guest L1
// expect: @rin L1
// expect: @tom L5 [ban]
// expect: Member phase1 level=1 > Account(guest) > Member phase2 > Account.convenience > Member phase1 level=1 > Account(Rin) > Member phase2 > Member phase1 level=5 > Account(TOM) > Member phase2
// expect: [50, -1, -1, 0]
// expect: 1 3 Polygon
// expect: 10b png
// expect: rejected 0 jpg
// expect: rejected 5 gif
// expect: Grid(cols: 2, rows: 2) Grid(cols: 2, rows: 5) Grid(cols: 3, rows: 1)
