// Departures board: `.task(id: station)` as Apple's documentation describes it, own code: choosing another station
// cancels the running request and starts a new one.
// What SwiftUI does: a tap writes `station`, the body (which reads it) runs, and after that update the task modifier
// sees a new id: it cancels the old task and starts a new one (rules §11.3, §3.4). When the old task already finished,
// only the new one starts. When it is still sleeping, the cancellation makes `Task.sleep` throw, and its `catch`
// runs in the turn of the cancellation (corpus README, assumption 13). The new task writes `departures = []`: equal to
// the stored value the second time, so no body (rules §3.4). Each task copies the station it loads at its start: a
// read of `@State` outside a body gives the live value (rules §3.4).
// Order assumed where the rules say it is unknown (rules §11.3): the old task's `catch` before the new task's start
// (the cancellation resumes the old task before the new one is created, on the same main actor).
// Sources: rules §3.4, §10.1, §11.3; https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
// https://developer.apple.com/documentation/swift/task/sleep(for:tolerance:clock:)
import SwiftUI

struct DeparturesBoard: View {
    @State private var station = "North"
    @State private var departures: [String] = []

    var body: some View {
        let _ = print("DeparturesBoard body: \(station), \(departures.count) departures")
        VStack {
            HStack {
                Button("North") { station = "North" }
                Button("Harbour") { station = "Harbour" }
            }
            ForEach(departures, id: \.self) { departure in
                Text(departure)
            }
        }
        .task(id: station) {
            let requested = station
            print("task start: \(requested)")
            departures = []
            do {
                try await Task.sleep(for: .seconds(1))
                departures = ["\(requested) 08:15", "\(requested) 08:45"]
                print("task done: \(requested)")
            } catch {
                print("task cancelled: \(requested)")
            }
        }
    }
}

:mount DeparturesBoard()
// expect: DeparturesBoard body: North, 0 departures
// expect: task start: North
:advance 1s
// expect: task done: North
// expect: DeparturesBoard body: North, 2 departures
:tap "Harbour"
// expect: DeparturesBoard body: Harbour, 2 departures
// expect: task start: Harbour
// expect: DeparturesBoard body: Harbour, 0 departures
:advance 500ms
:tap "North"
// expect: DeparturesBoard body: North, 0 departures
// expect: task cancelled: Harbour
// expect: task start: North
:advance 1s
// expect: task done: North
// expect: DeparturesBoard body: North, 2 departures
