// A transit arrivals screen that loads with .task(id: stop); picking another stop before the load ends cancels it, and unmounting cancels a load in flight; expected output by the SwiftUI rules (rules §11 ".task(id:) also cancel+restart when id changes", ".task cancelled on disappear"; Apple: task(id:priority:_:), Task.sleep throws CancellationError when cancelled)
import SwiftUI

struct ArrivalsView: View {
    @State private var stop = "Oak St"
    @State private var arrivals: [String] = []
    private let stops = ["Oak St", "Pine Ave", "Harbor"]

    var body: some View {
        VStack {
            Picker("Stop", selection: $stop) {
                ForEach(stops, id: \.self) { name in
                    Text(name).tag(name)
                }
            }
            ForEach(arrivals, id: \.self) { arrival in
                Text(arrival)
            }
        }
        .task(id: stop) {
            let requested = stop
            do {
                try await Task.sleep(for: .seconds(2))
                arrivals = ["Bus 4 to \(requested) in 3 min", "Bus 9 to \(requested) in 11 min"]
                print("loaded \(requested)")
            } catch {
                print("cancelled \(requested)")
            }
        }
    }
}

:mount ArrivalsView()
:advance 1s
:pick "Pine Ave" in "Stop"
:advance 2s
:pick "Harbor" in "Stop"
:advance 2s
:pick "Oak St" in "Stop"
:advance 1s
:unmount

// expect: cancelled Oak St
// expect: loaded Pine Ave
// expect: loaded Harbor
// expect: cancelled Oak St
