// Apple docs `DatePicker` (selection with displayedComponents [.date] and [.hourAndMinute]) on a fixed Date, moved by buttons.
// Two pickers bind one Date; the user can't be simulated picking a date, so buttons write it. Each write of a new
// Date runs the body that reads it once, then onChange with old and new (rules §3.4; Apple
// `view/onchange(of:initial:_:)`); writing the same Date is an equal write and runs nothing. The formatter is
// pinned to UTC and en_US_POSIX so the output doesn't depend on the device's settings.
import SwiftUI

func stamp(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.string(from: date)
}

struct EventScheduler: View {
    // 2025-01-01 00:00 UTC
    @State private var date = Date(timeIntervalSince1970: 1_735_689_600)

    var body: some View {
        let _ = print("body: \(stamp(date))")
        Form {
            DatePicker("Start Date", selection: $date, displayedComponents: [.date])
            DatePicker("Start Time", selection: $date, displayedComponents: [.hourAndMinute])
                .datePickerStyle(.compact)
            Button("Next Day") { date = date.addingTimeInterval(86_400) }
            Button("Add 90 Minutes") { date = date.addingTimeInterval(90 * 60) }
            Button("Keep") { date = Date(timeIntervalSince1970: date.timeIntervalSince1970) }
        }
        .onChange(of: date) { oldValue, newValue in
            print("moved \(Int(newValue.timeIntervalSince(oldValue))) s")
        }
    }
}

:mount EventScheduler()
// expect: body: 2025-01-01 00:00
:tap "Next Day"
// expect: body: 2025-01-02 00:00
// expect: moved 86400 s
:tap "Add 90 Minutes"
// expect: body: 2025-01-02 01:30
// expect: moved 5400 s
:tap "Keep"
:tap "Next Day"
// expect: body: 2025-01-03 01:30
// expect: moved 86400 s
