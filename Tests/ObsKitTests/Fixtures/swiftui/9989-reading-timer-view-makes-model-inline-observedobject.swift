// WWDC20 "Data Essentials in SwiftUI" style, PITFALL (on purpose): a reading timer view makes its model inline with @ObservedObject, so each render of the club screen makes a new model in the parent's body, the old one goes when the child moves to the new one, and the minutes read start over; with @StateObject the model is made once and the child is skipped (rules §5.3, §5.2, §4.2, §4.3, §2.5)
import SwiftUI

final class ReadingTimer: ObservableObject {
    static var made = 0
    let serial: Int
    @Published var minutes = 0

    init() {
        ReadingTimer.made += 1
        serial = ReadingTimer.made
        print("ReadingTimer init #\(serial)")
    }

    deinit { print("ReadingTimer deinit #\(serial)") }
}

struct TimerView: View {
    @ObservedObject var timer = ReadingTimer()

    var body: some View {
        let _ = print("TimerView body: #\(timer.serial) \(timer.minutes) min")
        Button("Read 5 min") { timer.minutes += 5 }
    }
}

struct FixedTimerView: View {
    @StateObject var timer = ReadingTimer()

    var body: some View {
        let _ = print("FixedTimerView body: #\(timer.serial) \(timer.minutes) min")
        Button("Read 5 min") { timer.minutes += 5 }
    }
}

struct ClubScreen: View {
    @State private var members = 3

    var body: some View {
        let _ = print("ClubScreen body: \(members) members")
        VStack {
            TimerView()
            Button("Join") { members += 1 }
        }
    }
}

struct FixedClubScreen: View {
    @State private var members = 3

    var body: some View {
        let _ = print("FixedClubScreen body: \(members) members")
        VStack {
            FixedTimerView()
            Button("Join") { members += 1 }
        }
    }
}

:mount ClubScreen()
// expect: ClubScreen body: 3 members
// expect: ReadingTimer init #1
// expect: TimerView body: #1 0 min
:tap "Read 5 min"
// expect: TimerView body: #1 5 min
:tap "Join"
// expect: ClubScreen body: 4 members
// expect: ReadingTimer init #2
// expect: ReadingTimer deinit #1
// expect: TimerView body: #2 0 min
:unmount
// expect: ReadingTimer deinit #2
:mount FixedClubScreen()
// expect: FixedClubScreen body: 3 members
// expect: ReadingTimer init #3
// expect: FixedTimerView body: #3 0 min
:tap "Read 5 min"
// expect: FixedTimerView body: #3 5 min
:tap "Join"
// expect: FixedClubScreen body: 4 members
