// Swift Forums style: "SwiftUI ignores my Equatable conformance" (pitfall part: a view of plain data is compared byte for byte, its == never called, so a field the == ignores still runs the body; fix part: .equatable() makes SwiftUI use ==) (rules §2.1, §2.2, §2.7)
import SwiftUI

struct StatusBadge: View, Equatable {
    let slot: Int
    let level: Int
    let checkedAt: Int

    static func == (lhs: StatusBadge, rhs: StatusBadge) -> Bool {
        lhs.slot == rhs.slot && lhs.level == rhs.level
    }

    var body: some View {
        let _ = print("StatusBadge \(slot) body: level \(level) checked \(checkedAt)")
        Text("level \(level)")
    }
}

struct StatusScreen: View {
    @State private var checks = 0
    @State private var level = 1

    var body: some View {
        let _ = print("StatusScreen body: checks \(checks) level \(level)")
        VStack {
            Button("Check") { checks += 1 }
            Button("Level up") { level += 1 }
            StatusBadge(slot: 1, level: level, checkedAt: checks)
            StatusBadge(slot: 2, level: level, checkedAt: checks)
                .equatable()
        }
    }
}

:mount StatusScreen()
// expect: StatusScreen body: checks 0 level 1
// expect: StatusBadge 1 body: level 1 checked 0
// expect: StatusBadge 2 body: level 1 checked 0
// --- pitfall part (slot 1) and fix part (slot 2)
:tap "Check"
// expect: StatusScreen body: checks 1 level 1
// expect: StatusBadge 1 body: level 1 checked 1
:tap "Level up"
// expect: StatusScreen body: checks 1 level 2
// expect: StatusBadge 1 body: level 2 checked 1
// expect: StatusBadge 2 body: level 2 checked 1
