// combine style: a CurrentValueSubject owned by the model and received with `.onReceive`: subscribing delivers the current value at once, so the first body shows the @State default and a second body the subject's value; a send from a button re-runs the body through the @State write
import SwiftUI
import Combine

final class Thermometer: ObservableObject {
    let reading = CurrentValueSubject<Int, Never>(18)

    func warmer() {
        reading.send(reading.value + 1)
    }
}

struct ThermometerView: View {
    @StateObject private var thermometer = Thermometer()
    @State private var shown = 0

    var body: some View {
        let _ = print("ThermometerView body: shown=\(shown)")
        VStack {
            Text("\(shown) °C")
            Button("Warmer") { thermometer.warmer() }
        }
        .onReceive(thermometer.reading) { value in
            print("onReceive \(value)")
            shown = value
        }
    }
}

:mount ThermometerView()
// expect: ThermometerView body: shown=0
// expect: onReceive 18
// expect: ThermometerView body: shown=18
:tap "Warmer"
// expect: onReceive 19
// expect: ThermometerView body: shown=19
:tap "Warmer"
// expect: onReceive 20
// expect: ThermometerView body: shown=20
