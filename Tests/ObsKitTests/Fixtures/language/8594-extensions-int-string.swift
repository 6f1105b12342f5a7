// Swift book style (Extensions): computed properties, mutating methods, nested types and subscripts on Int and String
extension Double {
    var km: Double { self * 1_000.0 }
    var m: Double { self }
    var cm: Double { self / 100.0 }
}

let walk = 2.5.km + 300.m + 50.cm
print("walked \(walk) meters")

extension Int {
    func times(_ task: () -> Void) {
        for _ in 0..<self { task() }
    }

    mutating func cube() {
        self = self * self * self
    }

    subscript(digitIndex: Int) -> Int {
        var base = 1
        for _ in 0..<digitIndex { base *= 10 }
        return (self / base) % 10
    }

    enum Sign {
        case negative, zero, positive
    }

    var sign: Sign {
        switch self {
        case 0: return .zero
        case let x where x > 0: return .positive
        default: return .negative
        }
    }
}

3.times { print("hip") }
var side = 4
side.cube()
print("cubed:", side)
print(7_306_195[0], 7_306_195[2], 7_306_195[6], 42[5])

func signs(_ numbers: [Int]) -> String {
    numbers.map { n -> String in
        switch n.sign {
        case .negative: return "-"
        case .zero: return "0"
        case .positive: return "+"
        }
    }.joined()
}
print(signs([5, -2, 0, 11, -9]))

extension String {
    var vowelCount: Int { filter { "aeiouAEIOU".contains($0) }.count }
    subscript(charAt i: Int) -> Character {
        self[index(startIndex, offsetBy: i)]
    }
    mutating func shout() {
        self = uppercased() + "!"
    }
}

var phrase = "extension magic"
print(phrase.vowelCount, phrase[charAt: 4])
phrase.shout()
print(phrase)

struct Size { var w = 0.0, h = 0.0 }
extension Size {
    init(square: Double) { self.init(w: square, h: square) }
    var area: Double { w * h }
}
print(Size(square: 3).area, Size(w: 2, h: 5).area)

// expect: walked 2800.5 meters
// expect: hip
// expect: hip
// expect: hip
// expect: cubed: 64
// expect: 5 1 7 0
// expect: +-0+-
// expect: 6 n
// expect: EXTENSION MAGIC!
// expect: 9.0 10.0
