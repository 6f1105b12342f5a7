// Stack Overflow style: "restart a search when the text changes with .task(id:)".
// `.task(id:)` starts its action when the view appears and, when `id` changes, cancels the running task and starts
// a new one (rules §11.3, Apple `view/task(id:priority:_:)`). A cancelled `Task.sleep` throws at once, so a lookup
// that was overtaken never prints "finished". Each typed character is a turn, and the clock only moves with
// `:advance`. (The order of an old task's cancellation and the new task's start is unknown: nothing here prints
// on cancellation.)
import SwiftUI

struct CitySearch: View {
    @State private var query = ""
    @State private var results: [String] = []

    var body: some View {
        VStack {
            TextField("City", text: $query)
            ForEach(results, id: \.self) { city in
                Text(city)
            }
        }
        .task(id: query) {
            print("start lookup [\(query)]")
            try? await Task.sleep(for: .seconds(1))
            guard !Task.isCancelled else { return }
            results = ["\(query) City"]
            print("finished lookup [\(query)]")
        }
    }
}

:mount CitySearch()
// expect: start lookup []
:type "ro" into "City"
// expect: start lookup [r]
// expect: start lookup [ro]
:advance 1s
// expect: finished lookup [ro]
:advance 5s
:type "m" into "City"
// expect: start lookup [rom]
:advance 500ms
:type "e" into "City"
// expect: start lookup [rome]
:advance 500ms
:advance 500ms
// expect: finished lookup [rome]
