// Follows Foundation's `Timer.publish(every:tolerance:on:in:options:)` page
// (https://developer.apple.com/documentation/foundation/timer/publish(every:tolerance:on:in:options:)): "Returns a
// publisher that repeatedly emits the current date on the given interval." Own code: a draft editor whose "saved
// N s ago" label is refreshed by a five-second timer received with `onReceive` (Apple `view/onreceive(_:perform:)`).
// - The timer is a stored `let` of the mounted root, made once; `autoconnect()` starts it when `onReceive`
//   subscribes, at mount (Apple `connectablepublisher/autoconnect()`), and it fires every 5 s of `:advance`, each
//   tick a turn of its own (rules §15.15).
// - Each tick delivers the date it fired at; on ObsREPL's virtual clock that is the virtual time, a whole number
//   of intervals after the mount (rules §15.15, ObsREPL's choice; README "The virtual clock").
// - Writing `now` runs the body once per tick (rules §3.4, §10.1); "Save" writes two @State values in one action:
//   one body (rules §10.1).
// ObsREPL (this build) sends a stand-in date (it prints as `Date(+5.0s)`) that is not a Foundation `Date`: the
// first tick stops the script with "value of type 'Date' has no member 'timeIntervalSince'". The expectations
// follow Apple's page (a `Date`) and rules §15.15 (the virtual time).
import SwiftUI
import Combine

struct DraftEditor: View {
    let refresh = Timer.publish(every: 5, on: .main, in: .common).autoconnect()
    @State private var now = Date.now
    @State private var savedAt = Date.now

    var body: some View {
        let ago = Int(now.timeIntervalSince(savedAt))
        let _ = print("DraftEditor body, saved \(ago) s ago")
        VStack {
            Text("Saved \(ago) s ago")
            Button("Save") {
                savedAt = Date.now
                now = savedAt
                print("saved")
            }
        }
        .onReceive(refresh) { date in
            now = date
        }
    }
}

:mount DraftEditor()
// expect: DraftEditor body, saved 0 s ago
:advance 12s
// expect: DraftEditor body, saved 5 s ago
// expect: DraftEditor body, saved 10 s ago
:tap "Save"
// expect: saved
// expect: DraftEditor body, saved 0 s ago
:advance 3s
// expect: DraftEditor body, saved 3 s ago
:advance 5s
// expect: DraftEditor body, saved 8 s ago
