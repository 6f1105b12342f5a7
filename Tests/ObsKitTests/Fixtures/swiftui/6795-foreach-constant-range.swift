// Follows Apple's `ForEach.init(_:content:)` page for a `Range<Int>`
// (https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)): "Creates an instance that computes
// views on demand over a given constant range." Own code: a day planner with three fixed hour slots, each with its
// own @State.
// - The range is a literal, so it never changes: Apple says the instance "only reads the initial value of the
//   provided data and doesn't need to identify views across updates", and sends dynamic ranges to
//   `init(_:id:content:)`. Nothing here changes the range.
// - Changing the parent's other state re-runs the parent's body (rules §3.4, §3.5) but leaves the slot rows with
//   equal values (same hour; @State compares its initial value): their bodies do not run and their @State is kept
//   (rules §2.1, §2.5, §2.7).
// - At mount the three slots print the same line, so the order of their first bodies (not specified) does not
//   show. Tapping a slot runs only that slot's body (rules §3.5).
import SwiftUI

struct SlotRow: View {
    let hour: Int
    @State private var booked = false

    var body: some View {
        let _ = print("SlotRow body, booked \(booked)")
        Button("\(hour):00 \(booked ? "booked" : "free")") {
            booked.toggle()
        }
    }
}

struct DayPlanner: View {
    @State private var day = "Monday"

    var body: some View {
        let _ = print("DayPlanner body \(day)")
        List {
            Section(day) {
                ForEach(9..<12) { hour in
                    SlotRow(hour: hour)
                }
            }
            Button("Next day") {
                day = day == "Monday" ? "Tuesday" : "Wednesday"
            }
        }
    }
}

:mount DayPlanner()
// expect: DayPlanner body Monday
// expect: SlotRow body, booked false
// expect: SlotRow body, booked false
// expect: SlotRow body, booked false
:tap "10:00 free"
// expect: SlotRow body, booked true
:tap "Next day"
// expect: DayPlanner body Tuesday
:tap "11:00 free"
// expect: SlotRow body, booked true
:tap "Next day"
// expect: DayPlanner body Wednesday
:tap "10:00 booked"
// expect: SlotRow body, booked false
:tap "11:00 booked"
// expect: SlotRow body, booked false
