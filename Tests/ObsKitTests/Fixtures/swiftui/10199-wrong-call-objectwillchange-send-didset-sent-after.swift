// stack-overflow style: "is it wrong to call objectWillChange.send() in didSet?" — sent after the change, a sink on objectWillChange already sees the new value, yet the view still updates correctly, because the body runs later, at the next update, and reads the stored value (rules §10.1, §0.3, §6.2)
import SwiftUI
import Combine

final class Meter: ObservableObject {
    var reading = 0 {
        didSet { objectWillChange.send() }
    }
}

struct MeterView: View {
    @ObservedObject var meter: Meter

    var body: some View {
        let _ = print("MeterView body: \(meter.reading)")
        Button("Bump") { meter.reading += 5 }
    }
}

let meter = Meter()
let probe = meter.objectWillChange.sink { _ in print("willChange sees \(meter.reading)") }

:mount MeterView(meter: meter)
// expect: MeterView body: 0
:tap "Bump"
// expect: willChange sees 5
// expect: MeterView body: 5
meter.reading = 5
// expect: willChange sees 5
// expect: MeterView body: 5
