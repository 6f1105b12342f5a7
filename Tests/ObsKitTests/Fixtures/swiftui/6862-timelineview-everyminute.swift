// Follows Apple's `EveryMinuteTimelineSchedule` page
// (https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule): "A schedule for updating a
// timeline view at the start of every minute", used as `TimelineView(.everyMinute)` (Apple `timelineview`). Own
// code: a lock-screen style clock showing hours and minutes.
// - Rules §15.20: the entries of `.everyMinute` are the starts of minutes; the content runs at the latest entry at
//   or before now, then again at each new minute, each a turn of its own in `:advance`.
// - ObsREPL's virtual clock starts at Monday 3 March 2025, 09:41:00 UTC, and the device's calendar and time zone
//   are Gregorian and UTC (README "The virtual clock", "The device's settings"), so the first entry is 9:41 exactly;
//   thirty seconds in, nothing new; a minute in, 9:42.
import SwiftUI

struct LockClock: View {
    var body: some View {
        TimelineView(.everyMinute) { context in
            let parts = Calendar.current.dateComponents([.hour, .minute], from: context.date)
            let text = String(format: "%d:%02d", parts.hour ?? 0, parts.minute ?? 0)
            let _ = print("clock shows \(text)")
            Text(text)
                .font(.system(size: 80, weight: .thin))
        }
    }
}

:mount LockClock()
// expect: clock shows 9:41
:advance 30s
:advance 30s
// expect: clock shows 9:42
:advance 2m
// expect: clock shows 9:43
// expect: clock shows 9:44
:advance 59s
