// Book style (Access Control): access levels across a class hierarchy, nested types and computed setters
class Instrument {
    private(set) var tuning: [String]
    fileprivate var repairs = 0
    internal let maker: String

    init(maker: String, tuning: [String]) {
        self.maker = maker
        self.tuning = tuning
    }

    func retune(_ string: Int, to note: String) {
        guard tuning.indices.contains(string) else { return }
        tuning[string] = note
    }

    fileprivate func repair() -> String {
        repairs += 1
        return "\(maker) repaired \(repairs)x"
    }

    func play() -> String { "generic sound" }
}

class Violin: Instrument {
    enum Size: String { case full = "4/4", half = "1/2", quarter = "1/4" }
    private var _size: Size = .full
    var size: Size {
        get { _size }
        set {
            print("resizing \(_size.rawValue) -> \(newValue.rawValue)")
            _size = newValue
        }
    }
    init(maker: String) {
        super.init(maker: maker, tuning: ["G", "D", "A", "E"])
    }
    override func play() -> String { "violin in \(tuning.joined())" }
    override fileprivate func repair() -> String {
        "bow rehaired; " + super.repair()
    }
}

struct Workshop {
    private var queue: [Instrument] = []
    var pending: Int { queue.count }
    mutating func accept(_ i: Instrument) { queue.append(i) }
    mutating func fixAll() -> [String] {
        defer { queue.removeAll() }
        return queue.map { $0.repair() }
    }
}

let v = Violin(maker: "Amati")
print(v.play(), v.size, v.size.rawValue)
v.retune(3, to: "D")
v.retune(9, to: "X")
print(v.tuning)
v.size = .half
print(v.size)
let lute = Instrument(maker: "Bruno", tuning: ["C"])
var shop = Workshop()
shop.accept(v)
shop.accept(lute)
shop.accept(v)
print(shop.pending)
print(shop.fixAll())
print(shop.pending, v.repairs, lute.repairs)
let instruments: [Instrument] = [v, lute]
print(instruments.map { $0.play() })
print(Violin.Size(rawValue: "1/4") as Any, Violin.Size(rawValue: "3/4") as Any)
print(type(of: instruments[0]), type(of: v.size))

// expect: violin in GDAE full 4/4
// expect: ["G", "D", "A", "D"]
// expect: resizing 4/4 -> 1/2
// expect: half
// expect: 3
// expect: ["bow rehaired; Amati repaired 1x", "Bruno repaired 1x", "bow rehaired; Amati repaired 2x"]
// expect: 0 2 1
// expect: ["violin in GDAD", "generic sound"]
// expect: Optional(main.Violin.Size.quarter) nil
// expect: Violin Size
