// Blog style (observer helper): a reusable Observer that collects values via repeated tracking
import Observation

@Observable
final class Stock {
    var symbol: String
    var price: Int
    init(symbol: String, price: Int) { self.symbol = symbol; self.price = price }
}

final class Recorder<T> {
    private(set) var values: [T] = []
    private let read: () -> T
    init(_ read: @escaping () -> T) {
        self.read = read
        arm()
    }
    private func arm() {
        let v = withObservationTracking { read() } onChange: { [weak self] in
            self?.arm()
        }
        values.append(v)
    }
}

let s = Stock(symbol: "ACME", price: 100)
let rec = Recorder { s.price }
let label = Recorder { "\(s.symbol)@\(s.price)" }
for p in [101, 99, 105] { s.price = p }
s.symbol = "ACM"
print(rec.values)
print(label.values)
// expect: [100, 100, 101, 99]
// expect: ["ACME@100", "ACME@100", "ACME@101", "ACME@99", "ACME@105"]
