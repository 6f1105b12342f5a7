// static-required-init
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Defaultable {
    static var defaultValue: Self { get }
    static func make(count: Int) -> [Self]
}
extension Defaultable {
    static func make(count: Int) -> [Self] { Array(repeating: defaultValue, count: count) }
}
extension Int: Defaultable { static var defaultValue: Int { -1 } }
extension String: Defaultable {
    static var defaultValue: String { "?" }
    static func make(count: Int) -> [String] { (0..<count).map { "s\($0)" } }
}
print(Int.make(count: 3), String.make(count: 2))
func defaults<T: Defaultable>(_ t: T.Type, _ n: Int) -> [T] { t.make(count: n) }
print(defaults(Int.self, 2), defaults(String.self, 1))

protocol Registrable {
    static var registryName: String { get }
    init(config: [String: String])
    func run() -> String
}
class Plugin: Registrable {
    class var registryName: String { "plugin" }
    let config: [String: String]
    required init(config: [String: String]) {
        self.config = config
        print("Plugin.init \(type(of: self))")
    }
    func run() -> String { "plugin:\(config["mode"] ?? "none")" }
}
final class AudioPlugin: Plugin {
    override class var registryName: String { "audio" }
    let volume: Int
    required init(config: [String: String]) {
        volume = Int(config["volume"] ?? "") ?? 5
        super.init(config: config)
        print("AudioPlugin.init volume=\(volume)")
    }
    override func run() -> String { "audio:\(volume)" }
}
class VideoPlugin: Plugin {
    override class var registryName: String { "video:" + super.registryName }
}

func build<T: Registrable>(_ t: T.Type, _ c: [String: String]) -> T { t.init(config: c) }
let types: [Registrable.Type] = [Plugin.self, AudioPlugin.self, VideoPlugin.self]
for t in types {
    let p = t.init(config: ["mode": "fast", "volume": "9"])
    print(t.registryName, "->", p.run())
}
let a = build(AudioPlugin.self, [:])
print(a.volume, type(of: a))

class Base {
    static func staticName() -> String { "Base.static" }
    class func className() -> String { "Base.class" }
    func callBoth() -> String { Self.staticName() + " " + Self.className() }
}
class Sub: Base {
    override class func className() -> String { "Sub.class" }
}
print(Base().callBoth(), Sub().callBoth())
let metas: [Base.Type] = [Base.self, Sub.self]
print(metas.map { $0.className() })

protocol Shape { init(size: Double); var size: Double { get } }
struct Circle: Shape { let size: Double }
final class Blob: Shape {
    let size: Double
    init(size: Double) { self.size = size * 2 }
}
func scaled<S: Shape>(_ s: S, by k: Double) -> S { S(size: s.size * k) }
print(scaled(Circle(size: 1.5), by: 2).size, scaled(Blob(size: 1), by: 3).size)

// expect: [-1, -1, -1] ["s0", "s1"]
// expect: [-1, -1] ["s0"]
// expect: Plugin.init Plugin
// expect: plugin -> plugin:fast
// expect: Plugin.init AudioPlugin
// expect: AudioPlugin.init volume=9
// expect: audio -> audio:9
// expect: Plugin.init VideoPlugin
// expect: video:plugin -> plugin:fast
// expect: Plugin.init AudioPlugin
// expect: AudioPlugin.init volume=5
// expect: 5 AudioPlugin
// expect: Base.static Base.class Base.static Sub.class
// expect: ["Base.class", "Sub.class"]
// expect: 3.0 12.0
