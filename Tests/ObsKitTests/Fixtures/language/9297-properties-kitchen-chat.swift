// Stored, lazy, computed properties, observers, type properties, wrappers
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A recipe scaler, a chat room with an on-demand translator, a kettle, and a download bar.
struct Recipe {
    var servings = 0.0
    var gramsPerServing = 0.0
    var totalGrams: Double {
        get {
            servings * gramsPerServing
        }
        set {
            servings = newValue / gramsPerServing
        }
    }
    var isPartySize: Bool { servings >= 10 }
}
var risotto = Recipe(servings: 4, gramsPerServing: 90)
risotto.totalGrams = 900
print("servings now \(risotto.servings), party size: \(risotto.isPartySize)")

class Translator {
    var language = "es"
    init() { print("Translator started") }
}
class ChatRoom {
    lazy var translator = Translator()
    var messages: [String] = []
}
let room = ChatRoom()
room.messages.append("hola")
print("room has \(room.messages.count) message(s)")
print("language: \(room.translator.language)")

class Kettle {
    var temperature: Int = 20 {
        willSet { print("Kettle heading to \(newValue)°") }
        didSet {
            if temperature > oldValue {
                print("Warmed by \(temperature - oldValue)°")
            }
        }
    }
}
let kettle = Kettle()
kettle.temperature = 60
kettle.temperature = 100
kettle.temperature = 85

@propertyWrapper
struct Bounded {
    private var value: Int
    let limits: ClosedRange<Int>
    init(wrappedValue: Int, _ limits: ClosedRange<Int>) {
        self.limits = limits
        value = min(max(wrappedValue, limits.lowerBound), limits.upperBound)
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, limits.lowerBound), limits.upperBound) }
    }
}
struct Download {
    @Bounded(0...100) var progress: Int = 10
}
var download = Download()
download.progress = 140
print("progress: \(download.progress)")
download.progress = -5
print("progress: \(download.progress)")
// expect: servings now 10.0, party size: true
// expect: room has 1 message(s)
// expect: Translator started
// expect: language: es
// expect: Kettle heading to 60°
// expect: Warmed by 40°
// expect: Kettle heading to 100°
// expect: Warmed by 40°
// expect: Kettle heading to 85°
// expect: progress: 100
// expect: progress: 0
