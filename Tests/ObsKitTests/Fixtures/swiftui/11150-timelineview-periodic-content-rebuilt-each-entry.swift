// Hacking with Swift style (TimelineView periodic): the content is rebuilt at each entry of .periodic(from:by:) with that entry's date; a fixed mission epoch is formatted with a fixed DateFormatter, the parent body runs once (rules §15.20, §2.7)
import SwiftUI

struct ContentView: View {
    @State private var start = Date()
    private static let formatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "HH:mm:ss"
        return f
    }()
    private let missionEpoch = Date(timeIntervalSince1970: 36_000)

    var body: some View {
        let _ = print("ContentView body")
        TimelineView(.periodic(from: start, by: 1)) { context in
            let elapsed = Int(context.date.timeIntervalSince(start).rounded())
            let clock = Self.formatter.string(from: missionEpoch.addingTimeInterval(TimeInterval(elapsed)))
            let _ = print("T+\(elapsed) mission \(clock)")
            Text("T+\(elapsed)")
        }
    }
}
:mount ContentView()
// expect: ContentView body
// expect: T+0 mission 10:00:00
:advance 3s
// expect: T+1 mission 10:00:01
// expect: T+2 mission 10:00:02
// expect: T+3 mission 10:00:03
