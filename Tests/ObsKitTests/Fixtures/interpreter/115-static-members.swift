// Static properties and methods, static counters, class func
struct Config {
    static let appName = "ObsREPL"
    static var launches = 0
    static func launch() -> String {
        launches += 1
        return "\(appName) launch #\(launches)"
    }
}

class Widget {
    static var created = 0
    class func kind() -> String { "widget" }
    init() { Widget.created += 1 }
}

class Button: Widget {
    override class func kind() -> String { "button" }
}

print(Config.launch())
print(Config.launch())
print(Config.launches)
_ = Widget()
_ = Button()
print(Widget.created)
print(Widget.kind(), Button.kind())

// expect: ObsREPL launch #1
// expect: ObsREPL launch #2
// expect: 2
// expect: 2
// expect: widget button
