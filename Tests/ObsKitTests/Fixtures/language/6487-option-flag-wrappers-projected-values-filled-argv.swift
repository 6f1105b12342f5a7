// swift-argument-parser style (property wrappers): @Option and @Flag wrappers with projected values, filled from an argv array by a protocol extension
final class ArgInfo {
    let name: String
    var wasSet = false
    init(name: String) { self.name = name }
}

protocol ArgSlot: AnyObject { var info: ArgInfo { get }; func set(_ raw: String?) -> Bool }

final class Box<T>: ArgSlot {
    var value: T
    let info: ArgInfo
    let convert: (String?) -> T?
    init(_ value: T, name: String, convert: @escaping (String?) -> T?) {
        self.value = value; self.info = ArgInfo(name: name); self.convert = convert
    }
    func set(_ raw: String?) -> Bool {
        guard let v = convert(raw) else { return false }
        value = v; info.wasSet = true; return true
    }
}

@propertyWrapper struct Option<T: LosslessStringConvertible> {
    let box: Box<T>
    init(wrappedValue: T, name: String) { box = Box(wrappedValue, name: "--" + name) { $0.flatMap(T.init) } }
    var wrappedValue: T { box.value }
    var projectedValue: ArgInfo { box.info }
}

@propertyWrapper struct Flag {
    let box: Box<Bool>
    init(name: String) { box = Box(false, name: "--" + name) { $0 == nil ? true : nil } }
    var wrappedValue: Bool { box.value }
    var projectedValue: ArgInfo { box.info }
}

protocol ParsableCommand { var slots: [ArgSlot] { get }; func run() }
extension ParsableCommand {
    func parse(_ argv: [String]) -> [String] {
        var errors: [String] = []
        var i = 0
        while i < argv.count {
            let arg = argv[i]
            guard let slot = slots.first(where: { $0.info.name == arg }) else {
                errors.append("unknown \(arg)"); i += 1; continue
            }
            if slot is Box<Bool> {
                _ = slot.set(nil); i += 1
            } else {
                let raw = i + 1 < argv.count ? argv[i + 1] : nil
                if !slot.set(raw) { errors.append("bad value for \(arg): \(raw ?? "nothing")") }
                i += 2
            }
        }
        return errors
    }
}

struct Greet: ParsableCommand {
    @Option(name: "name") var name = "world"
    @Option(name: "count") var count = 1
    @Flag(name: "shout") var shout: Bool
    var slots: [ArgSlot] { [_name.box, _count.box, _shout.box] }

    func run() {
        let line = "Hello, \(name)!"
        for _ in 0..<count { print(shout ? line.uppercased() : line) }
        print("name set: \($name.wasSet), count set: \($count.wasSet), flag: \($shout.name)")
    }
}

let cmd = Greet()
print(cmd.parse(["--name", "Swift", "--count", "2", "--shout"]))
cmd.run()
let other = Greet()
print(other.parse(["--count", "two", "--verbose"]))
other.run()

// expect: []
// expect: HELLO, SWIFT!
// expect: HELLO, SWIFT!
// expect: name set: true, count set: true, flag: --shout
// expect: ["bad value for --count: two", "unknown --verbose"]
// expect: Hello, world!
// expect: name set: false, count set: false, flag: --shout
