// Swift book style: protocols with mutating requirements, initializer requirements and class-only protocols
protocol Togglable {
    mutating func toggle()
}
enum OnOffSwitch: Togglable {
    case off, on
    mutating func toggle() {
        switch self {
        case .off:
            self = .on
        case .on:
            self = .off
        }
    }
}
var lightSwitch = OnOffSwitch.off
lightSwitch.toggle()
print(lightSwitch)
lightSwitch.toggle()
print(lightSwitch)

protocol SomeProtocol {
    init(someParameter: Int)
}
class SomeClass: SomeProtocol {
    let value: Int
    required init(someParameter: Int) {
        value = someParameter
    }
}
class SubClass: SomeClass {
    required init(someParameter: Int) {
        super.init(someParameter: someParameter * 2)
    }
}
func build<T: SomeProtocol>(_ type: T.Type, _ n: Int) -> T {
    T(someParameter: n)
}
print(build(SomeClass.self, 5).value)
print(build(SubClass.self, 5).value)

protocol FullyNamed {
    var fullName: String { get }
}
class Starship: FullyNamed {
    var prefix: String?
    var name: String
    init(name: String, prefix: String? = nil) {
        self.name = name
        self.prefix = prefix
    }
    var fullName: String {
        return (prefix != nil ? prefix! + " " : "") + name
    }
}
var ncc1701 = Starship(name: "Enterprise", prefix: "USS")
print(ncc1701.fullName)

protocol Observer: AnyObject {
    func notify(_ event: String)
}
final class Logger: Observer {
    var log: [String] = []
    func notify(_ event: String) { log.append(event) }
}
final class Subject {
    private var observers: [Observer] = []
    func attach(_ o: Observer) { observers.append(o) }
    func emit(_ e: String) { observers.forEach { $0.notify(e) } }
}
let logger = Logger()
let subject = Subject()
subject.attach(logger)
subject.attach(logger)
subject.emit("start")
subject.emit("stop")
print(logger.log)
let sameRef = logger as Observer
print(sameRef === logger)
// expect: on
// expect: off
// expect: 5
// expect: 10
// expect: USS Enterprise
// expect: ["start", "start", "stop", "stop"]
// expect: true
