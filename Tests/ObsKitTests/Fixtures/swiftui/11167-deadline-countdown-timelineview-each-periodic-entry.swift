// Hacking with Swift style (deadline countdown in a TimelineView): each periodic entry recomputes the time left against a deadline kept in @State and formats it as a Duration; the body itself runs once (rules §15.20, §12.2, §3.2)
import SwiftUI

struct ContentView: View {
    @State private var deadline = Date.now.addingTimeInterval(61)

    var body: some View {
        let _ = Self._printChanges()
        TimelineView(.periodic(from: .now, by: 1)) { context in
            let left = Int(deadline.timeIntervalSince(context.date).rounded())
            let _ = print(left > 0 ? Duration.seconds(left).formatted(.time(pattern: .minuteSecond)) : "time's up")
            Text("\(left)")
        }
    }
}
:mount ContentView()
// expect: ContentView: @self, @identity, _deadline changed.
// expect: 1:01
:advance 2s
// expect: 1:00
// expect: 0:59
