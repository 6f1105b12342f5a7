// Book style (Protocols): property and method requirements with a delegate reporting a kettle's progress
protocol Heating {
    var name: String { get }
    var temperature: Double { get set }
    mutating func heat(by degrees: Double)
}

protocol KettleDelegate: AnyObject {
    func kettleDidStart(_ kettle: Kettle)
    func kettle(_ kettle: Kettle, reached temperature: Double)
    func kettleDidBoil(_ kettle: Kettle)
}

struct Element: Heating {
    let name: String
    var temperature: Double = 20.0
    mutating func heat(by degrees: Double) {
        temperature = min(temperature + degrees, 100.0)
    }
}

class Kettle {
    var element: Element
    weak var delegate: KettleDelegate?
    init(element: Element) { self.element = element }
    func boil(step: Double) {
        delegate?.kettleDidStart(self)
        while element.temperature < 100.0 {
            element.heat(by: step)
            delegate?.kettle(self, reached: element.temperature)
        }
        delegate?.kettleDidBoil(self)
    }
}

class KitchenLog: KettleDelegate {
    var entries: [String] = []
    func kettleDidStart(_ kettle: Kettle) {
        entries.append("start \(kettle.element.name)")
    }
    func kettle(_ kettle: Kettle, reached temperature: Double) {
        entries.append("at \(temperature)")
    }
    func kettleDidBoil(_ kettle: Kettle) {
        entries.append("boiled")
    }
}

let element = Element(name: "coil")
print(element)
let kettle = Kettle(element: element)
let log = KitchenLog()
kettle.delegate = log
kettle.boil(step: 25.5)
for (index, entry) in log.entries.enumerated() {
    print(index, entry)
}
print(kettle.element)
print(kettle.delegate == nil ? "no delegate" : "has delegate")

var heaters: [Heating] = [Element(name: "a"), Element(name: "b", temperature: 90)]
for i in heaters.indices {
    heaters[i].heat(by: 15)
}
print(heaters.map { "\($0.name)=\($0.temperature)" })
let optionalDelegate: KettleDelegate? = kettle.delegate
print(optionalDelegate.map { type(of: $0) } as Any)

// expect: Element(name: "coil", temperature: 20.0)
// expect: 0 start coil
// expect: 1 at 45.5
// expect: 2 at 71.0
// expect: 3 at 96.5
// expect: 4 at 100.0
// expect: 5 boiled
// expect: Element(name: "coil", temperature: 100.0)
// expect: has delegate
// expect: ["a=35.0", "b=100.0"]
// expect: Optional(main.KitchenLog)
