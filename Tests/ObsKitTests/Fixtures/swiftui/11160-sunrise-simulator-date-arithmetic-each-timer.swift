// Hacking with Swift style (sunrise simulator with Date arithmetic): each timer tick adds 15 minutes to a fixed start date built with Calendar, printed with a fixed DateFormatter; the action stops changing state at the end (rules §15.15, §3.5, §10.1)
import SwiftUI
import Combine

struct ContentView: View {
    static let base: Date = {
        var components = DateComponents()
        components.year = 2025
        components.month = 6
        components.day = 21
        components.hour = 4
        components.minute = 30
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: components)!
    }()
    static let formatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "EEE d MMM HH:mm"
        return f
    }()

    @State private var steps = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var simulated: Date {
        Self.base.addingTimeInterval(TimeInterval(steps) * 15 * 60)
    }

    var body: some View {
        let _ = print("sim \(Self.formatter.string(from: simulated))")
        Text(simulated, format: .dateTime.hour().minute())
            .onReceive(timer) { _ in
                if steps < 4 {
                    steps += 1
                } else {
                    print("sun is up")
                }
            }
    }
}
:mount ContentView()
// expect: sim Sat 21 Jun 04:30
:advance 5s
// expect: sim Sat 21 Jun 04:45
// expect: sim Sat 21 Jun 05:00
// expect: sim Sat 21 Jun 05:15
// expect: sim Sat 21 Jun 05:30
// expect: sun is up
:advance 1s
// expect: sun is up
