// Parking meter: a once-a-minute `Timer.publish` whose ticks carry the date, used to compute the minutes since the
// start, own code in the style of timer tutorials.
// What SwiftUI does: `Timer.publish(every:on:in:)` sends the current date at each interval (Foundation `Timer`); with
// `autoconnect()` it starts when `onReceive` subscribes (rules §15.15). On the virtual clock each tick is a turn and
// carries that moment's date (rules §15.15, ObsREPL's choice), so three minutes give three writes and three body runs
// (rules §3.4, §10.1).
// Sources: rules §3.4, §10.1, §15.15;
// https://developer.apple.com/documentation/foundation/timer/publish(every:tolerance:on:in:options:)
// https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:)
import SwiftUI

struct ParkingMeterView: View {
    let startedAt: Date
    let timer = Timer.publish(every: 60, on: .main, in: .common).autoconnect()
    @State private var minutesParked = 0

    var body: some View {
        let _ = print("ParkingMeterView body: \(minutesParked) min")
        VStack {
            Text("Parked for \(minutesParked) min")
            Text("Cost: $\(minutesParked * 2)")
        }
        .onReceive(timer) { now in
            minutesParked = Int(now.timeIntervalSince(startedAt) / 60)
        }
    }
}

:mount ParkingMeterView(startedAt: Date())
// expect: ParkingMeterView body: 0 min
:advance 30s
:advance 3m
// expect: ParkingMeterView body: 1 min
// expect: ParkingMeterView body: 2 min
// expect: ParkingMeterView body: 3 min
