// Access control within one file: private, fileprivate, private(set), internal, public types and getters (expected output from swiftc 6.3.1 on Linux)
public struct Thermometer {
    public private(set) var readings: [Double] = []
    private var calibrationOffset = 0.5
    internal var unit = "C"
    public init() {}
    public mutating func record(_ raw: Double) {
        readings.append(raw + calibrationOffset)
    }
    public var latest: Double? { readings.last }
    fileprivate func debugSummary() -> String {
        "\(readings.count) readings, offset \(calibrationOffset)"
    }
}
var thermo = Thermometer()
thermo.record(20.0); thermo.record(21.5)
print(thermo.readings, thermo.latest ?? 0, thermo.unit)
print(thermo.debugSummary())

final class SecretBox {
    private var contents: [String] = []
    private(set) var openCount = 0
    fileprivate var label = "box"
    func put(_ item: String) { contents.append(item) }
    func open() -> Int {
        openCount += 1
        return contents.count
    }
    private func shuffleSecretly() { contents.reverse() }
    func peekFirst() -> String? {
        shuffleSecretly()
        defer { shuffleSecretly() }
        return contents.last
    }
}
let box = SecretBox()
box.put("ring"); box.put("map")
print(box.open(), box.open(), box.openCount, box.peekFirst() ?? "-", box.label)

extension SecretBox { func itemsDescription() -> String { contents.joined(separator: "+") } }
print(box.itemsDescription())

struct Account {
    private(set) var balance = 0
    private var history: [Int] = []
    mutating func deposit(_ amount: Int) {
        guard amount > 0 else { return }
        balance += amount
        history.append(amount)
    }
    var transactionCount: Int { history.count }
}
extension Account {
    mutating func withdrawAll() -> Int {
        defer { balance = 0; history.append(0) }
        return balance
    }
}
var acct = Account()
acct.deposit(40); acct.deposit(-5); acct.deposit(2)
print(acct.balance, acct.transactionCount)
print(acct.withdrawAll(), acct.balance, acct.transactionCount)

private enum Mode: String { case quiet, loud }
fileprivate func announce(_ m: Mode) -> String { m == .loud ? m.rawValue.uppercased() : m.rawValue }
print(announce(.quiet), announce(.loud))

open class BaseView {
    open func render() -> String { "base" }
    public final func frame() -> String { "[\(render())]" }
}
final class Label: BaseView {
    override func render() -> String { "label" }
}
print(BaseView().frame(), Label().frame())
public protocol Shape { var area: Double { get } }
struct Tile: Shape { var area: Double { 4 } }
print((Tile() as Shape).area)

// expect: [20.5, 22.0] 22.0 C
// expect: 2 readings, offset 0.5
// expect: 2 2 2 ring box
// expect: ring+map
// expect: 42 2
// expect: 42 0 3
// expect: quiet LOUD
// expect: [base] [label]
// expect: 4.0
